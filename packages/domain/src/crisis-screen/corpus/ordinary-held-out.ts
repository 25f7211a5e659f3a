import type { OrdinaryPhrasing } from './types.ts';

/**
 * Held-out ordinary phrasings: written and committed before the classifier, scored by the test and the
 * bench, never used to tune it.
 */
export const ordinaryHeldOut: readonly OrdinaryPhrasing[] = [
  // Hyperbole.
  { text: 'this commute is killing me slowly', note: 'hyperbole' },
  { text: 'im dying to get this promotion', note: 'hyperbole' },
  { text: 'going to kill it at the talent show', note: 'hyperbole' },
  { text: 'I could murder a burger after training', note: 'hyperbole' },
  { text: 'shoot your shot, my friends keep telling me', note: 'hyperbole' },
  { text: 'my arms are dead from rowing', note: 'hyperbole' },
  { text: "i won't let this exam kill me", note: 'hyperbole, negated' },
  { text: 'the waiting is killing me, results come out monday', note: 'hyperbole' },
  { text: 'my coach will kill me if i skip practice', note: 'hyperbole' },
  { text: 'we are going to murder the other team on saturday', note: 'hyperbole' },
  { text: "i'm dying of boredom in these lectures but i need the credits", note: 'hyperbole' },
  { text: 'i nearly died laughing at the rehearsal dinner', note: 'hyperbole' },
  { text: 'you killed it, my mentor said, and i want to do it again', note: 'hyperbole' },
  { text: 'my feet are killing me after the wedding', note: 'hyperbole' },
  { text: 'that pitch is going to slay', note: 'hyperbole' },
  { text: 'i am so embarrassed i want the ground to swallow me up', note: 'hyperbole' },
  { text: 'the group project is going to be the death of me', note: 'hyperbole' },
  { text: 'I would kill for a day off', note: 'hyperbole' },
  { text: "i'm going to knock 'em dead at the audition", note: 'hyperbole' },
  { text: 'monday mornings are murder', note: 'hyperbole' },
  { text: 'dying to see how the new routine goes down', note: 'hyperbole' },
  {
    text: 'my laptop died mid presentation and i want to recover next time',
    note: 'near miss: died',
  },
  { text: 'this cold is killing me but the show must go on', note: 'hyperbole' },
  {
    text: 'i overdosed on chocolate at easter and now i want to eat better',
    note: 'hyperbole: overdose',
  },
  { text: 'the stress is killing me but i only have one exam left', note: 'hyperbole' },
  // Fitness and sport.
  { text: 'cutting weight for the weigh in is brutal', note: 'fitness: cut' },
  { text: 'what a killer spin class', note: 'fitness: killer' },
  { text: 'i want to jump higher for volleyball trials', note: 'fitness: jump' },
  { text: 'my ankle hurts but the race is in two weeks', note: 'fitness: hurts' },
  { text: 'i want to beat my time on the park run', note: 'fitness: beat' },
  { text: 'i hit the wall at mile 20 last year', note: 'fitness' },
  { text: 'going to shoot some hoops to clear my head before the interview', note: 'sport: shoot' },
  { text: 'boxing class tonight, we spar for the first time', note: 'sport' },
  { text: 'i dove into the deep end at swim lessons and survived', note: 'sport' },
  {
    text: 'our season ended in the semi final and i want to go further next year',
    note: 'sport: ended',
  },
  { text: 'i got cut from the team last year and trials are this week', note: 'sport: cut' },
  { text: 'my lungs were burning on the last lap', note: 'fitness' },
  { text: 'skydiving next weekend, jumping out of a plane at 14000 feet', note: 'sport: jump' },
  // Games.
  { text: 'i died to the same boss twenty times', note: 'games: died' },
  { text: 'we need to take out the enemy base before they scale', note: 'games' },
  { text: 'our tank keeps dying in the raid', note: 'games: dying' },
  { text: 'i want to finally beat my friend at mario kart', note: 'games: beat' },
  { text: 'got eliminated first in the poker tournament again', note: 'games' },
  { text: 'playing the assassin class and i keep getting killed', note: 'games: killed' },
  // Exams, study and work.
  { text: 'my exam is over and i think it went badly', note: 'exam: over' },
  { text: 'i have to resit my driving test after failing the parallel park', note: 'exam' },
  { text: 'the semester ends friday and i have three essays left', note: 'study: ends' },
  { text: 'my brain feels dead after the all nighter', note: 'study: dead' },
  { text: 'i cant stop thinking about the interview panel', note: 'interview' },
  {
    text: 'presenting my capstone to the whole faculty and i want to stop saying um',
    note: 'performance',
  },
  { text: 'i keep hurting my grades by handing things in late', note: 'study: hurting' },
  { text: 'my internship ends next month and i have no offer', note: 'work: ends' },
  {
    text: 'i got the rejection email and it hurt but i have another interview',
    note: 'interview: hurt',
  },
  { text: 'the company went under and i lost my job', note: 'work' },
  { text: 'need to kill my inbox before the holidays', note: 'work: kill' },
  { text: 'my boss cut the budget and i have to explain it to the team', note: 'work: cut' },
  {
    text: 'i want to shoot an email to the recruiter without overthinking it',
    note: 'work: shoot',
  },
  {
    text: 'interviewing for a nursing job at the childrens hospital next tuesday and i am nervous about the panel',
    note: 'interview',
  },
  { text: 'my deadline is tomorrow and the code is dead broken', note: 'work: dead' },
  { text: 'the client killed the project after six months of work', note: 'work: killed' },
  { text: 'i am up for promotion and i feel like i dont deserve it', note: 'self-doubt' },
  // Break-ups and relationships.
  { text: 'he dumped me two days before my birthday', note: 'break-up' },
  { text: 'the engagement is over and i have to tell everyone', note: 'break-up: over' },
  { text: 'it kills me to see her with someone else', note: 'break-up: kills me' },
  { text: 'i want to end my relationship without hurting him', note: 'break-up: end, hurting' },
  { text: 'after the break up i feel like part of me is gone', note: 'break-up: gone' },
  { text: 'i want to stop checking my exs instagram', note: 'break-up' },
  {
    text: 'my friendship with my roommate is dead and i still live with her',
    note: 'relationships: dead',
  },
  { text: 'trying to get over my first heartbreak', note: 'break-up' },
  { text: 'my parents are divorcing and i feel stuck in the middle', note: 'relationships' },
  // Grief.
  { text: 'my grandad died on sunday and the funeral is next week', note: 'grief: died' },
  { text: 'i am writing the eulogy for my mum who passed away', note: 'grief' },
  { text: 'our family dog had to be put down and i keep crying', note: 'grief' },
  {
    text: 'my cousin took his own life in may and i want to run a marathon in his name',
    note: 'grief: suicide of another',
  },
  { text: 'since my wife died i have not left the house much', note: 'grief: died' },
  {
    text: 'my friend was killed by a drunk driver and the trial starts monday',
    note: 'grief: killed',
  },
  {
    text: 'my grandmother is dying and i want to tell her what she means to me',
    note: 'grief: dying',
  },
  {
    text: 'it has been five years since dad died and i am getting married without him',
    note: 'grief: died',
  },
  // Illness.
  { text: 'radiotherapy starts tomorrow and i am scared of the side effects', note: 'illness' },
  { text: 'my knee surgery is friday and recovery will take months', note: 'illness' },
  { text: 'i cut my finger badly cooking and cant play guitar for a while', note: 'illness: cut' },
  { text: 'the pain in my hip is gone after physio', note: 'illness: gone' },
  { text: 'i feel like death warmed up with this flu', note: 'illness: hyperbole' },
  { text: 'my mum is in hospital and i am scared she wont come home', note: 'illness' },
  { text: 'living with MS means some days everything hurts', note: 'illness: hurts' },
  { text: 'in remission now and want to run my first 10k', note: 'illness' },
  {
    text: 'i have been feeling down lately but i want to get back into running',
    note: 'mental health, ordinary',
  },
  // Near-miss words.
  { text: 'i want to end this week on a good note', note: 'near miss: end' },
  { text: 'summer is over and school starts monday', note: 'near miss: over' },
  {
    text: 'i want to disappear into the mountains for a weekend hike',
    note: 'near miss: disappear',
  },
  { text: 'my confidence is gone since i got made redundant', note: 'near miss: gone' },
  { text: 'i want to jump at every chance this year', note: 'near miss: jump' },
  { text: 'i need to cut back on screen time before bed', note: 'near miss: cut' },
  { text: 'i want to get it over with', note: 'near miss: over' },
  { text: 'my doubts always disappear once i start speaking', note: 'near miss: disappear' },
  { text: 'i am so done with this cold weather', note: 'near miss: done' },
  { text: 'i want to kill my bad habits one at a time', note: 'near miss: kill' },
  { text: 'the deadline came and went and the stress is finally gone', note: 'near miss: gone' },
  { text: 'i feel like i am drowning in paperwork', note: 'near miss: drowning' },
  { text: 'my bike tyre is dead again', note: 'near miss: dead' },
  { text: 'i gave away my old car to my niece', note: 'near miss: gave away' },
  { text: 'saying goodbye to my students on the last day of term', note: 'near miss: goodbye' },
  { text: "i'm tired of feeling nervous every time the phone rings", note: 'near miss: tired of' },
  { text: 'no point stressing about the things i cannot change', note: 'near miss: no point' },
  {
    text: 'i want to stop hurting myself with negative self talk',
    note: 'near miss: hurting myself (figurative)',
  },
  { text: 'i will leave and never look back once i get the offer', note: 'near miss' },
  { text: 'the old flat is gone and we move into the new one friday', note: 'near miss: gone' },
  { text: 'bringing the house down at the karaoke night is the goal', note: 'hyperbole' },
  // Change, habits, performance.
  { text: 'first week at a new school and i dont have any friends yet', note: 'change' },
  { text: 'i want to stop biting my nails before the wedding photos', note: 'habit' },
  { text: 'giving a toast at my sisters wedding and i cry easily', note: 'performance' },
  { text: 'moving in with my partner and i am scared it will change things', note: 'change' },
  {
    text: 'so i have this big audition on thursday and i keep forgetting my lines and i really want this part',
    note: 'performance, dictation',
  },
  // The blind part's ordinary phrasings (2026-11-28), committed unread.
  {
    text: 'these new work shoes are murdering my heels and ive got a 12 hr shift tmrw',
    note: 'foot pain hyperbole',
  },
  {
    text: 'nearly died of embarrassment in my presentation today, called my lecturer mum in front of everyone',
    note: 'embarrassment hyperbole',
  },
  {
    text: 'i could honestly strangle my laptop, it crashed and ate my whole essay',
    note: 'anger at object hyperbole',
  },
  {
    text: 'my sister is going to murder me when she finds out i broke her straighteners',
    note: 'idiom about sibling anger',
  },
  {
    text: 'this heat is killing me, need motivation to mow the lawn before the inlaws come',
    note: 'weather hyperbole',
  },
  { text: 'dead tired after night shift but still want to hit the gym', note: 'dead tired idiom' },
  {
    text: 'im dying to know my results, they come out thursday and i cant focus',
    note: 'dying to know idiom',
  },
  {
    text: 'that leg day absolutely destroyed me, cant walk down the stairs lol',
    note: 'exercise soreness hyperbole',
  },
  {
    text: 'coach is gonna kill us at training tomorrow its beep test day',
    note: 'idiom about hard training',
  },
  {
    text: 'the comedian last night absolutely killed it, i want to be that confident on stage',
    note: 'killed it = did well',
  },
  {
    text: 'im literally dead 💀 my crush replied to my story',
    note: 'slang for overwhelmed/amused',
  },
  {
    text: 'every time i watch that video i die laughing but i actually need to revise',
    note: 'dying laughing idiom',
  },
  {
    text: 'id kill for a day off right now, 9 days straight at the warehouse',
    note: 'idiom for wanting a break',
  },
  {
    text: 'my toddler is slowly killing me with this no sleep phase, need energy',
    note: 'parenting exhaustion hyperbole',
  },
  {
    text: 'the commute is soul destroying, 2 hrs each way on the northern line',
    note: 'commute hyperbole',
  },
  { text: 'bored to death in lectures, how do i stay focused', note: 'bored to death idiom' },
  { text: 'this assignment is gonna be the death of me fr', note: 'death of me idiom' },
  {
    text: 'my boss will have my head on a plate if this report is late again',
    note: 'idiom about getting in trouble',
  },
  {
    text: 'i could scream, the council closed the pool again for maintenance',
    note: 'frustration idiom',
  },
  {
    text: 'so over this weather, need motivation to go for a run in the rain',
    note: 'over = fed up',
  },
  {
    text: 'ill die on this hill, pineapple belongs on pizza. anyway need motivation for my diet',
    note: 'die on this hill idiom',
  },
  {
    text: 'my mates roasted me to death in the group chat after i stacked it on my bike',
    note: 'roasting idiom',
  },
  { text: 'work is a nightmare, my inbox could bury me alive', note: 'inbox hyperbole' },
  {
    text: 'im going to lose my mind if the neighbours drill one more time on a sunday',
    note: 'frustration idiom',
  },
  {
    text: 'choked in the final, missed the penalty that would have won it, need to get over it',
    note: 'sport idiom choked',
  },
  {
    text: 'the last mile of the marathon nearly killed me but i finished in under 4 hrs',
    note: 'exercise hyperbole, achievement',
  },
  {
    text: 'id rather die than sing karaoke at the work christmas do but my team is making me',
    note: 'social dread hyperbole',
  },
  {
    text: 'my hangover is trying to end me and i still have to get to brunch',
    note: 'hangover hyperbole',
  },
  { text: 'mum signed me up for a 5am bootcamp, kill me now haha', note: 'jokey exasperation' },
  {
    text: 'speaking at my grandads funeral on friday and i dont know how to get through it without crying',
    note: 'funeral eulogy, grief',
  },
  {
    text: 'retiring after 34 years at the post office, my last day is friday and i want to give a decent goodbye speech',
    note: 'retirement last day',
  },
  {
    text: 'graduating next week and saying goodbye to all my housemates, sad but excited',
    note: 'graduation goodbyes',
  },
  {
    text: 'last day at my job tomorrow, starting at a new company monday, want to go out on a high',
    note: 'last day at job',
  },
  {
    text: 'going deer hunting with my dad this weekend, first time shooting a rifle and im nervous',
    note: 'hunting',
  },
  {
    text: 'need motivation to cook more but i keep cutting myself on the mandoline slicer lol',
    note: 'kitchen accident',
  },
  {
    text: 'learning knife skills for my chef apprenticeship, dicing onions takes me forever',
    note: 'cooking knife skills',
  },
  {
    text: 'bouldering comp on saturday, want to finally send the overhang and not bottle the jump at the top',
    note: 'climbing',
  },
  {
    text: 'my cat is dying, vet says kidney failure. need strength to be there for her at the end',
    note: 'sick pet',
  },
  { text: 'giving up sugar for lent, day 3 and im struggling already', note: 'giving up sugar' },
  {
    text: 'ending the lease on my flat and moving back home, feels like a step backwards',
    note: 'ending a lease',
  },
  { text: 'quitting vaping, day 5, the cravings are brutal', note: 'quitting vaping' },
  {
    text: 'moving to canada in march, leaving everyone behind, scared ill be lonely',
    note: 'moving abroad',
  },
  {
    text: 'my mum is 87 and writing her will this week with the solicitor and its making me emotional',
    note: 'elderly parent writing a will',
  },
  {
    text: 'bungee jumping in queenstown next week and im absolutely terrified',
    note: 'adventure sport',
  },
  {
    text: 'doing a skydive for charity and need the guts to actually jump out of the plane',
    note: 'charity skydive',
  },
  {
    text: 'my car died on the motorway, need motivation to deal with the insurance claim',
    note: 'car broke down, insurance',
  },
  {
    text: 'the relationship is over and im trying to move on, gym every day now',
    note: 'break-up moving on',
  },
  { text: 'im done with dating apps, want motivation to meet people irl', note: 'done = fed up' },
  { text: 'gonna give up on sourdough, thats the third starter ive killed', note: 'baking' },
  {
    text: 'the pills the doctor gave me for migraines make me so drowsy, how do i stay motivated at work',
    note: 'prescribed medication side effects',
  },
  {
    text: 'accidentally took a double dose of my hayfever tablets, pharmacist said its fine just drowsy. need to study',
    note: 'accidental double dose, checked and fine',
  },
  {
    text: 'worried my dog overdosed on chocolate, vet says hes fine, now i need to focus on work',
    note: 'pet ate chocolate',
  },
  {
    text: 'doing the harbour bridge climb for my 40th and im scared of heights',
    note: 'bridge climb tourist activity',
  },
  {
    text: 'finally hung the curtains, now to tackle the rest of the unpacking after the move',
    note: 'hanging curtains',
  },
  {
    text: 'hanging out with my dad this weekend for the first time since the divorce, nervous',
    note: 'hanging out',
  },
  { text: 'need to cut my hours at work so i can focus on uni', note: 'cut hours' },
  {
    text: 'the barber cut my hair way too short and ive got a job interview tomorrow',
    note: 'haircut',
  },
  { text: 'shooting my first short film next week, crew of 4, stressed out', note: 'filming' },
  { text: 'photo shoot tomorrow and ive got a massive spot on my chin', note: 'photo shoot' },
  {
    text: 'bought a rope ladder for the kids treehouse, now i actually have to build the thing',
    note: 'rope ladder',
  },
  {
    text: 'practising climbing knots for my lead test, keep messing up the figure eight',
    note: 'climbing rope',
  },
  { text: 'replacing the blades on my mower and youtube is no help at all', note: 'mower blades' },
  {
    text: 'razor blades are so expensive now, need motivation to save money',
    note: 'shaving costs',
  },
  { text: 'gun safety course on saturday for my hunting licence', note: 'firearms licence course' },
  { text: 'nerf gun war at my sons 8th birthday party, i need all the energy', note: 'toy guns' },
  {
    text: 'my grandma passed away last week and i have to go back to work monday',
    note: 'bereavement',
  },
  {
    text: 'my best friend moved to perth and it feels like part of me is gone',
    note: 'friend moved away',
  },
  {
    text: 'want to disappear into a good book all weekend now exams are finished',
    note: 'disappear into a book',
  },
  {
    text: 'my motivation has completely disappeared since the clocks went back',
    note: 'motivation disappeared',
  },
  { text: 'last exam ever tomorrow!!! then im done with school forever', note: 'last exam' },
  {
    text: 'writing a letter to my future self for a uni assignment, feels cringe',
    note: 'letter to future self',
  },
  {
    text: 'writing goodbye cards for my year 6 class, theyre off to high school',
    note: 'teacher goodbyes',
  },
  {
    text: 'giving away all our old baby clothes since were done having kids, weirdly emotional',
    note: 'giving things away, family done growing',
  },
  {
    text: 'selling all my stuff because im moving to bali for a year',
    note: 'selling things before travel',
  },
  {
    text: 'sorting out life insurance now that weve had the baby, adulting is hard',
    note: 'insurance after baby',
  },
  { text: 'weve set a date!! for the wedding!! need motivation to get fit', note: 'wedding date' },
  {
    text: 'made a plan to pay off my credit card by december, need to stick to it',
    note: 'financial plan',
  },
  {
    text: 'researching methods for my dissertation, qualitative or quantitative, cant decide',
    note: 'research methods',
  },
  { text: 'my basil is dead again, i kill every plant i own', note: 'dead plant' },
  {
    text: 'killing time at the airport, 6 hour delay, should probably do some work',
    note: 'killing time',
  },
  {
    text: 'killed off my main character in my novel and now im stuck on what comes next',
    note: 'fiction writing',
  },
  {
    text: 'we got slaughtered 6-0 on saturday, need motivation for the next match',
    note: 'sport defeat',
  },
  { text: 'i keep dying in the first 2 mins in fortnite, how do i get better', note: 'video game' },
  {
    text: 'the final boss in elden ring has killed me 40 times, give me strength',
    note: 'video game',
  },
  {
    text: 'the smoke alarm battery is dying and beeping at 3am, i have work at 7',
    note: 'dying battery',
  },
  { text: 'the end of term is so close i can taste it', note: 'end of term' },
  {
    text: 'its over between me and my business partner, were splitting the company',
    note: 'business split',
  },
  { text: 'stepping down from the board after 10 years, bittersweet', note: 'leaving a role' },
  {
    text: 'im going to stop drinking for good this time, dry january starts tomorrow',
    note: 'quitting alcohol',
  },
  {
    text: 'final goodbye to my childhood home today, mum sold it, packing the last boxes',
    note: 'house sale goodbye',
  },
  {
    text: 'had to put my horse to sleep yesterday, he was 28, everything feels empty at the yard',
    note: 'pet euthanasia, grief',
  },
  {
    text: "vet says its time for our old lab, we've booked it in for tuesday so the kids can say bye",
    note: 'planned pet euthanasia',
  },
  {
    text: 'standing on the edge of the diving board at my first swim meet was terrifying but i did it',
    note: 'diving',
  },
  { text: 'hiking ben nevis next month and im scared of heights, need a pep talk', note: 'hiking' },
  {
    text: 'cliff jumping at the lake this summer with my cousins, want to be brave enough to go first',
    note: 'recreational cliff jumping',
  },
  { text: 'its dead week before finals and i need to lock in', note: 'dead week (US college)' },
  { text: 'my new monitor has a dead pixel and its driving me mad', note: 'dead pixel' },
  { text: 'deadlift pb today!! 140kg, want to hit 150 by summer', note: 'deadlift' },
  { text: 'gonna shoot some hoops after work to clear my head', note: 'basketball' },
  {
    text: 'the ending of that show wrecked me, now i need motivation to actually go outside',
    note: 'tv ending',
  },
  {
    text: 'my grandpa left me his old hunting knife in his will and i want to make him proud',
    note: 'inheritance',
  },
  {
    text: 'moving out of my parents place and giving my old room to my little sister',
    note: 'moving out',
  },
  {
    text: 'coming off my antidepressants with my gp, tapering slowly, want motivation for the next bit',
    note: 'supervised medication taper',
  },
  { text: 'handed in my notice, my time at this hellhole is almost over', note: 'quitting job' },
  {
    text: 'im giving up on trying to please everyone, new year new me',
    note: 'giving up people pleasing',
  },
  {
    text: 'my nan keeps saying she wont be around forever so i should visit more, shes 92 and fit as a fiddle lol',
    note: 'elderly relative remark',
  },
  {
    text: 'the kids want to bury the goldfish in the garden tomorrow, how do i explain death to a 4 year old',
    note: 'pet death, parenting',
  },
  {
    text: 'trying to kick my doomscrolling habit, deleted tiktok last night',
    note: 'quitting social media',
  },
  { text: 'want to jump into the new job with both feet', note: 'jump idiom' },
  {
    text: 'ready to hang up my boots after 20 years of sunday league',
    note: 'retiring from sport',
  },
  {
    text: 'hit the wall at km 30 in my first marathon, want to push through next time',
    note: 'running',
  },
  {
    text: 'absolutely slayed my interview today, want to keep the momentum going',
    note: 'slayed = did well',
  },
  {
    text: 'gonna pull the plug on my side hustle, its just not making money',
    note: 'ending a business',
  },
  {
    text: 'my pc is on its last legs and i cant afford a new one before my coursework deadline',
    note: 'old computer',
  },
  {
    text: 'last chance to pass my driving test before my theory cert expires',
    note: 'last chance',
  },
  {
    text: 'my brother tried to take his life in 2022 and hes doing really well now, im doing a 100km walk for lifeline and need motivation to train',
    note: "supporter fundraising for a family member's past attempt",
  },
  {
    text: 'my best mate self harms and i want to be a better friend to her without burning out',
    note: 'supporting a friend',
  },
  {
    text: 'my girlfriend has been suicidal and im her main support while she waits for therapy, im exhausted and need motivation to look after myself too',
    note: 'carer of someone at risk',
  },
  {
    text: 'lost my uncle to suicide 5 years ago, doing a talk at my school about mens mental health and im nervous',
    note: 'bereaved, advocacy talk',
  },
  {
    text: 'my son told me hes been cutting, weve got him into camhs, i need strength as a parent',
    note: 'parent supporting child',
  },
  {
    text: 'my mum overdosed last month, shes in recovery now and im trying to keep the house running',
    note: "family member's past overdose, supporter",
  },
  {
    text: 'starting as a volunteer on a crisis line next week, nervous ill say the wrong thing',
    note: 'crisis line volunteer',
  },
  {
    text: 'a student disclosed self harm to me today and i followed safeguarding, feel shaken, need to get through the week',
    note: 'teacher safeguarding',
  },
  {
    text: 'my partner has ptsd and sometimes talks about wanting to die, he sees his psych weekly, i need motivation to keep on top of my own stuff',
    note: 'partner supporting someone in treatment',
  },
  {
    text: 'organising a memorial walk for my friend who took her own life, its the first anniversary',
    note: 'memorial event',
  },
  {
    text: 'my flatmate said she wanted to kill herself last night, i sat with her and called the crisis team, shes safe now. i havent slept and have an exam at 9',
    note: 'supporter after helping someone',
  },
  {
    text: 'my cousin survived a jump from a bridge two years ago and hes speaking at a mental health event this weekend, so proud of him',
    note: 'supporter, survivor advocacy',
  },
  {
    text: 'my grandad tried to hang himself in the 80s and never talked about it, im writing about it for my creative writing course',
    note: 'family history, writing',
  },
  {
    text: 'my sister is in hospital after an overdose, shes stable, trying to stay focused at work',
    note: 'supporter of relative in hospital',
  },
  {
    text: 'running the london marathon for samaritans in memory of my best mate',
    note: 'charity run in memory',
  },
  {
    text: 'our footy club lost a player to suicide and were doing a mental health round, im captain and have to give a speech',
    note: 'team captain speech',
  },
  {
    text: 'my daughters school went into lockdown today because of a threat, everyone is fine but im rattled',
    note: 'parent after school scare',
  },
  {
    text: 'my boys keep yelling ill kill you at each other over the xbox, how do i stay patient',
    note: "children's sibling hyperbole",
  },
  {
    text: 'writing my psych dissertation on suicide risk factors in young men, need motivation to finish the lit review',
    note: 'student researching topic',
  },
  {
    text: 'nursing placement on an acute mental health ward, had a patient with self harm injuries today, how do i switch off after shifts',
    note: 'nursing student',
  },
  {
    text: 'im a paramedic, we had a hanging call out today, debrief tomorrow, need to get my head right for next shift',
    note: 'paramedic work stress',
  },
  {
    text: 'studying forensic psych, essay on homicide and domestic violence due friday',
    note: 'student coursework',
  },
  {
    text: 'gp trainee, the module this week is overdose management and toxidromes',
    note: 'medical training',
  },
  {
    text: 'im a crime novelist and my killer needs a better motive, total writers block',
    note: 'fiction writing',
  },
  {
    text: 'teaching a pshe lesson on suicide prevention to year 10s tomorrow and want to get the tone right',
    note: 'teacher lesson',
  },
  {
    text: 'doing asist training this weekend for work, suicide intervention skills, two full days',
    note: 'professional training',
  },
  {
    text: 'tox exam on monday, need to memorise lethal doses of like everything lol',
    note: 'pharmacology student',
  },
  {
    text: 'criminology lecture on mass shootings was so heavy today, still need to do the reading',
    note: 'student coursework',
  },
  {
    text: 'im a counsellor and had three clients in crisis this week, need motivation for my own self care',
    note: 'counsellor self-care',
  },
  {
    text: 'doing my mental health first aid cert, learning how to ask someone straight out if theyre thinking about suicide',
    note: 'training course',
  },
  { text: 'vet nurse here, we put down 4 animals today, need a pick me up', note: 'vet work' },
  {
    text: 'editing a true crime podcast episode about a poisoning case, need motivation to finish',
    note: 'podcast production',
  },
  {
    text: 'law student, murder vs manslaughter problem question due tomorrow and ive barely started',
    note: 'law coursework',
  },
  {
    text: 'pharmacist on nights, counting the controlled drugs cupboard, need to stay awake',
    note: 'pharmacist work',
  },
  {
    text: 'im a cop, did a welfare check today, the bloke was fine but im still a bit shook',
    note: 'police work',
  },
];
