import type { OrdinaryPhrasing } from './types.ts';

/** Ordinary phrasings the patterns may be tuned on: each must get a speech, not the care message. */
export const ordinaryTraining: readonly OrdinaryPhrasing[] = [
  // Hyperbole.
  { text: 'this deadline is killing me', note: 'hyperbole' },
  { text: "I'm dying to nail this presentation", note: 'hyperbole' },
  { text: 'i want to kill it on stage tomorrow', note: 'hyperbole' },
  { text: 'I could murder a coffee right now', note: 'hyperbole' },
  { text: 'shoot for the stars and land on the moon thats my motto', note: 'hyperbole' },
  { text: 'my feet are dead after the half marathon', note: 'hyperbole' },
  { text: "I'm not going to let this deadline kill me", note: 'hyperbole, negated' },
  { text: 'these shoes are killing my feet', note: 'hyperbole' },
  { text: 'i nearly died of embarrassment when my slides froze', note: 'hyperbole' },
  { text: 'my boss is going to kill me if the report is late', note: 'hyperbole' },
  { text: 'we absolutely killed it at the pitch last week', note: 'hyperbole' },
  { text: 'i am dying to know if i got the job', note: 'hyperbole' },
  { text: 'this heat is killing me and i have to run 10k saturday', note: 'hyperbole' },
  { text: 'my mum will murder me if i miss another family dinner', note: 'hyperbole' },
  { text: "I laughed so hard I thought I'd die", note: 'hyperbole' },
  { text: 'i could kill for a pizza after this shift', note: 'hyperbole' },
  { text: 'the suspense is killing me', note: 'hyperbole' },
  { text: 'my phone is dead and my charger is at home', note: 'near miss: dead' },
  { text: 'i bombed the last interview so this one has to go well', note: 'hyperbole' },
  { text: 'i want to slay this audition', note: 'hyperbole' },
  { text: 'my legs are destroyed from leg day', note: 'hyperbole' },
  { text: "i'm dead tired but the essay is due at nine", note: 'near miss: dead' },
  { text: 'that comedian absolutely killed last night, i want to be that good', note: 'hyperbole' },
  { text: 'traffic this morning was murder', note: 'hyperbole' },
  { text: 'my sister is going to kill me for borrowing her car', note: 'hyperbole' },
  { text: 'if i have to sit through one more meeting i will literally die lol', note: 'hyperbole' },
  { text: 'dressed to kill for the gala on friday', note: 'hyperbole' },
  { text: 'im so hungry i could eat a horse', note: 'hyperbole' },
  { text: 'the commute is slowly killing my soul but the job is good', note: 'hyperbole' },
  { text: 'i want to knock them dead at the wedding toast', note: 'hyperbole' },
  { text: 'my coach says we need a killer instinct in the final quarter', note: 'hyperbole' },
  { text: 'i would die for a week at the beach', note: 'hyperbole' },
  { text: 'that exam murdered me but i think i passed', note: 'hyperbole' },
  { text: 'stop killing yourself over every little typo, my manager told me', note: 'hyperbole' },
  { text: 'i overdosed on coffee before the exam and now im jittery', note: 'hyperbole: overdose' },
  // Fitness and sport.
  { text: 'i need to cut weight for my fight in three weeks', note: 'fitness: cut' },
  { text: 'that was a killer workout', note: 'fitness: killer' },
  { text: 'trying to beat my deadlift record on sunday', note: 'fitness: beat' },
  { text: 'i want to hit a new personal best in the 5k', note: 'fitness: hit' },
  { text: 'jump rope for ten minutes every morning is my new habit', note: 'fitness: jump' },
  {
    text: 'i hurt my knee running last month and i am scared to race again',
    note: 'fitness: hurt',
  },
  { text: 'cutting carbs before the bodybuilding show', note: 'fitness: cut' },
  { text: "i'm going to crush my marathon time this year", note: 'fitness' },
  { text: 'my quads were on fire after the hill sprints', note: 'fitness' },
  { text: 'i want to finally do a box jump without being scared', note: 'fitness: jump' },
  { text: 'bulking is over, time to cut', note: 'fitness: over, cut' },
  { text: 'first triathlon is on the weekend and the swim leg terrifies me', note: 'fitness' },
  {
    text: 'my shoulder still hurts from the fall but physio says i can train',
    note: 'fitness: hurt',
  },
  {
    text: 'i keep quitting the gym after two weeks and i want this time to be different',
    note: 'habit',
  },
  { text: 'going for a black belt grading, we have to break a board', note: 'sport' },
  { text: 'i want to shoot better free throws in the tournament', note: 'sport: shoot' },
  { text: 'our team got destroyed 5-0 last week and we play them again', note: 'sport' },
  { text: 'i need to beat my brother at tennis just once', note: 'sport: beat' },
  { text: 'the last mile of a marathon is where it hurts the most', note: 'sport: hurt' },
  { text: 'i want to learn to dive off the high board this summer', note: 'sport' },
  // Games.
  { text: 'i keep dying on the final boss and i want to beat it tonight', note: 'games: die' },
  { text: 'we need to kill the dragon before the raid resets', note: 'games: kill' },
  { text: 'my character died in hardcore mode after 200 hours', note: 'games: died' },
  { text: 'trying to get a headshot streak in the tournament', note: 'games: shoot' },
  { text: 'chess final tomorrow and i want to checkmate him in under 30 moves', note: 'games' },
  { text: 'i got killed in the first minute every round yesterday', note: 'games: killed' },
  { text: 'speedrunning the game and i keep falling off the same ledge', note: 'games: ledge' },
  { text: 'we wiped on the last boss like nine times', note: 'games' },
  // Exams and study.
  { text: 'my exam is tomorrow and i have not finished revising', note: 'exam' },
  { text: 'i failed my driving test twice and the third one is on monday', note: 'exam: failed' },
  { text: 'final year exams are over in two weeks and then i am free', note: 'exam: over' },
  { text: "the bar exam is the end of a long road and I'm terrified", note: 'exam: end' },
  { text: 'i feel like my brain is dead after eight hours of studying', note: 'exam: dead' },
  { text: 'i keep doubting myself because i have no degree', note: 'self-doubt' },
  { text: 'my thesis defense is friday and i want to stop shaking', note: 'exam' },
  { text: 'i blanked in the maths exam last time and want it not to happen again', note: 'exam' },
  { text: 'i need to stop procrastinating and finish my dissertation', note: 'study' },
  { text: 'i want to get into med school more than anything', note: 'study' },
  { text: 'my teacher said i will never pass chemistry', note: 'study' },
  { text: "i'm scared i'll freeze during the oral exam", note: 'exam' },
  { text: 'retaking my accounting exam after failing by two marks', note: 'exam' },
  { text: 'i have to present my research and i hate public speaking', note: 'performance' },
  {
    text: 'ok so the exam is at 9 and i have been up since 5 and i cant stop thinking about question three',
    note: 'exam, dictation',
  },
  { text: 'studying for the GRE feels like it will never end', note: 'exam: end' },
  { text: 'i want to ace my finals and make my parents proud', note: 'exam' },
  { text: 'so nervous about results day i could throw up', note: 'exam' },
  // Interviews and work.
  {
    text: 'job interview on friday for a junior data analyst role at a hospital',
    note: 'interview',
  },
  {
    text: "i got cut from the shortlist last time and i don't want that again",
    note: 'interview: cut',
  },
  { text: 'my contract ends in june and i need a new job', note: 'work: end' },
  { text: 'i want to kill the interview tomorrow', note: 'hyperbole' },
  { text: 'pitching to investors next week and the deck is due tonight', note: 'work' },
  { text: 'i got laid off and have to start looking again', note: 'work' },
  { text: 'my manager keeps taking credit for my work and i want to speak up', note: 'work' },
  { text: 'i need to ask for a raise without freezing up', note: 'work' },
  { text: 'the project is dead in the water unless we get funding', note: 'work: dead' },
  { text: 'we need to kill the old product line and I have to tell the team', note: 'work: kill' },
  { text: 'asking my boss to let me work from home two days a week', note: 'work' },
  { text: 'first day at the new job monday and i dont know anyone', note: 'change' },
  { text: 'quarterly review tomorrow and my numbers are down', note: 'work' },
  {
    text: "i'm giving a talk at a conference and my slides are gone, the laptop crashed",
    note: 'work: gone',
  },
  { text: 'the startup failed and i have to tell my investors', note: 'failure' },
  { text: 'they cut my hours at the cafe and money is tight', note: 'work: cut' },
  { text: 'the deal fell through at the last minute and i feel like a failure', note: 'failure' },
  { text: 'i want to stop hiding in meetings and say what i think', note: 'work' },
  { text: 'performance review is going to hurt but i want to hear it', note: 'work: hurt' },
  { text: 'my boss screamed at me today and i want to stay calm next time', note: 'work' },
  {
    text: 'i need to fire someone for the first time and i feel sick about it',
    note: 'work: fire',
  },
  { text: 'negotiating my salary and I always undersell myself', note: 'work' },
  { text: 'my business is on its last legs and i need one more good month', note: 'work' },
  // Break-ups and relationships.
  { text: 'we broke up last week and i have to see him at work every day', note: 'break-up' },
  { text: 'my marriage is over and i need to tell my kids', note: 'break-up: over' },
  { text: 'she ended things over text and i am gutted', note: 'break-up: ended' },
  {
    text: 'i feel dead inside since the divorce but i want to start dating again',
    note: 'break-up: dead inside',
  },
  { text: 'my ex is getting married and i want to be okay at the party', note: 'break-up' },
  { text: 'it hurts so much that he left but i want to move on', note: 'break-up: hurts' },
  { text: 'i want to stop texting my ex', note: 'break-up' },
  { text: 'my best friend stopped talking to me and i do not know why', note: 'relationships' },
  { text: 'i want to ask her out but i am scared of rejection', note: 'relationships' },
  { text: 'we had a huge fight and i need to apologise properly', note: 'relationships' },
  {
    text: 'the relationship is dead and we both know it, i need to end it kindly',
    note: 'break-up: dead, end',
  },
  { text: 'i have to move out of our flat and i hate packing up our life', note: 'break-up' },
  {
    text: 'i cried all night after the breakup but i have a presentation tomorrow',
    note: 'break-up',
  },
  { text: 'want to get over my ex before christmas', note: 'break-up: over' },
  { text: 'my heart is broken but i still have to show up for my team', note: 'break-up' },
  // Grief and loss.
  { text: 'my grandmother died last month and i am giving the eulogy', note: 'grief: died' },
  { text: 'my dad passed away and i have to clear his house this weekend', note: 'grief' },
  { text: 'our dog died yesterday and the house is so quiet', note: 'grief: died' },
  { text: 'it has been a year since mum died and i still talk to her', note: 'grief: died' },
  {
    text: 'my best friend killed himself last year and the anniversary is next week',
    note: 'grief: suicide of another',
  },
  {
    text: 'my uncle was killed in a car crash and i want to be strong for my cousins',
    note: 'grief: killed',
  },
  { text: 'i miss my brother every day since he died', note: 'grief' },
  { text: 'grandpa is dying and i want to visit him without breaking down', note: 'grief: dying' },
  { text: 'the funeral is on thursday and i have to speak', note: 'grief' },
  { text: 'i lost the baby in april and everyone expects me to be fine now', note: 'grief' },
  { text: 'my cat has been gone three weeks and I keep looking for her', note: 'grief: gone' },
  {
    text: 'i want to honour my aunt who died of cancer by running the charity race',
    note: 'grief: died',
  },
  { text: 'it kills me that i never said goodbye to her', note: 'grief: kills me' },
  { text: 'my friend died in an accident and i feel guilty that i am still here', note: 'grief' },
  {
    text: 'losing my mum was the end of the world for me but i am slowly coming back',
    note: 'grief: end',
  },
  // Illness and treatment.
  { text: 'starting chemotherapy next week and i am scared of losing my hair', note: 'illness' },
  { text: 'i have surgery on tuesday and i keep thinking about the anaesthetic', note: 'illness' },
  { text: 'my back hurts all the time and i want to get back to work', note: 'illness: hurts' },
  {
    text: 'the doctor said the tumour is gone and i want to start living again',
    note: 'illness: gone',
  },
  { text: 'i have a cut on my hand that needs stitches before the concert', note: 'illness: cut' },
  { text: 'chronic pain is wearing me down but i want to finish my degree', note: 'illness' },
  { text: 'my migraine is killing me and i have to present at 2', note: 'illness: hyperbole' },
  { text: 'waiting for biopsy results is the worst part', note: 'illness' },
  { text: 'i broke my leg and i miss running so much', note: 'illness' },
  { text: 'i am scared of needles and i have a blood test tomorrow', note: 'illness' },
  { text: 'my mum has dementia and i want to be patient with her', note: 'illness' },
  { text: 'i was diagnosed with diabetes and need to change how i eat', note: 'illness' },
  {
    text: 'recovering from covid and i feel like i am dying every time i climb stairs',
    note: 'illness: hyperbole',
  },
  {
    text: 'i have been depressed this winter but therapy is helping and i want to keep going',
    note: 'mental health, ordinary',
  },
  { text: 'my anxiety makes me want to cancel everything', note: 'mental health, ordinary' },
  { text: 'i have been sober for 90 days and the party this weekend scares me', note: 'habit' },
  // Near-miss words in ordinary sentences.
  { text: 'i want to end the year on a high', note: 'near miss: end' },
  { text: 'the season is over and we did not make the playoffs', note: 'near miss: over' },
  { text: 'i wish i could disappear into a book for a week', note: 'near miss: disappear' },
  { text: 'all my savings are gone after the move', note: 'near miss: gone' },
  { text: 'i am going to jump in the lake on new years day', note: 'near miss: jump' },
  { text: 'i want to cut ties with the toxic group chat', note: 'near miss: cut' },
  { text: "i'm over it, time to move on to the next project", note: 'near miss: over' },
  { text: 'i want to put an end to my procrastination', note: 'near miss: end' },
  { text: 'the old me is gone and i like the new one', note: 'near miss: gone' },
  { text: 'my motivation disappears by 3pm every day', note: 'near miss: disappear' },
  { text: 'i want to take the leap and quit my job to start a bakery', note: 'near miss: leap' },
  { text: 'i want to jump into the new role with both feet', note: 'near miss: jump' },
  {
    text: 'we should kill two birds with one stone and practise on the drive',
    note: 'near miss: kill',
  },
  {
    text: 'i want to die with no regrets, so i am finally booking the trip',
    note: 'near miss: die (life goal)',
  },
  {
    text: 'this is the end of an era, i am leaving the company after ten years',
    note: 'near miss: end',
  },
  { text: 'my old habits die hard but i am trying', note: 'near miss: die' },
  { text: 'i just want the exam to be over', note: 'near miss: over' },
  { text: 'i want to finish the book before the end of the month', note: 'near miss: end' },
  {
    text: 'the band is dead, long live the band, we are starting a new one',
    note: 'near miss: dead',
  },
  {
    text: 'i feel like giving up on learning piano but i dont want to',
    note: 'near miss: giving up',
  },
  { text: 'i need to stop hurting my own chances by showing up late', note: 'near miss: hurting' },
  { text: "i'm tired of being the last one picked", note: 'near miss: tired of' },
  {
    text: 'there is no point in worrying about the weather on race day',
    note: 'near miss: no point',
  },
  {
    text: "i don't see the point of the new reporting tool but i have to learn it",
    note: 'near miss: no point',
  },
  { text: "i can't go on stage without my lucky socks", note: 'near miss: cannot go on' },
  { text: 'i am sick of being broke and want to save properly', note: 'near miss' },
  { text: 'i want to leave my hometown and never come back', note: 'near miss: never come back' },
  { text: 'i want to vanish from social media for a month', note: 'near miss: vanish' },
  { text: 'i am done with junk food', note: "near miss: i'm done" },
  { text: 'my plants keep dying and i want to keep one alive', note: 'near miss: dying' },
  { text: 'the battery on my car died on the way to the interview', note: 'near miss: died' },
  { text: 'i want to bury the hatchet with my brother', note: 'near miss' },
  { text: 'my fear of flying is killing my travel plans', note: 'hyperbole' },
  {
    text: 'i want to stop beating myself up over small mistakes',
    note: 'near miss: beating myself up',
  },
  { text: 'i hate myself for procrastinating again', note: 'near miss: self-critical' },
  { text: 'i am my own worst enemy before a big game', note: 'near miss' },
  {
    text: 'kill the lights and the music, it is time to rehearse in silence',
    note: 'near miss: kill',
  },
  { text: 'the soup is to die for and i want to win the cook off', note: 'hyperbole: to die for' },
  { text: 'i want to be gone by six so i can make it to the gym', note: 'near miss: gone' },
  { text: 'i need to overcome my fear of the dark', note: 'near miss' },
  {
    text: 'my nan said she wants to die at home and we are arranging it',
    note: 'near miss: about another',
  },
  {
    text: 'i gave away my old clothes to charity and it felt great',
    note: 'near miss: giving away',
  },
  {
    text: 'moving to another city next month and saying goodbye to everyone is hard',
    note: 'near miss: goodbye',
  },
  { text: 'i wrote a goodbye card for my coworker who is retiring', note: 'near miss: goodbye' },
  { text: 'this is my last week at school before the holidays', note: 'near miss: last' },
  {
    text: "i won't be around much this month because of the move",
    note: "near miss: won't be around",
  },
  // Change, habits, self-doubt, performance.
  { text: 'i am moving to canada and i do not know anyone there', note: 'change' },
  { text: 'having my first baby in may and i am terrified', note: 'change' },
  { text: 'i want to quit smoking for good this time', note: 'habit' },
  { text: 'i keep snoozing my alarm and missing the gym', note: 'habit' },
  { text: 'best man speech on saturday and i cannot tell jokes', note: 'performance' },
  { text: 'my first open mic is tonight and my hands are shaking', note: 'performance' },
  { text: 'i feel like a fraud at work even though i got promoted', note: 'self-doubt' },
  { text: 'everyone else seems to have their life together except me', note: 'self-doubt' },
  { text: 'i am not smart enough for this course', note: 'self-doubt' },
  { text: 'piano recital next week and i keep messing up the same bar', note: 'performance' },
  { text: 'driving on the highway for the first time tomorrow', note: 'change' },
  { text: 'i am retiring next month and i do not know who i am without work', note: 'change' },
  { text: 'i want to stop comparing myself to my sister', note: 'self-doubt' },
  {
    text: 'uh so basically i have a debate tomorrow and i get really nervous and i talk too fast and i want to slow down',
    note: 'performance, dictation',
  },
  {
    text: 'I have my citizenship interview on Monday. I studied the questions but I still panic.',
    note: 'interview',
  },
  // Added after the first held-out run (its scores, not its texts, were known): ordinary phrasings
  // near the patterns added then.
  { text: 'my exam is over and i want to sleep forever lol', note: 'hyperbole: sleep forever' },
  { text: "i won't be here next week, i'm on leave", note: "near miss: won't be here" },
  { text: "i'm going to kill them with kindness", note: 'idiom' },
  { text: 'nobody will notice if i leave the party early', note: 'near miss: nobody will notice' },
  { text: "i'm tired of living paycheck to paycheck", note: 'near miss: tired of living' },
  { text: 'i threw myself into work after the divorce', note: 'near miss: threw myself' },
  { text: 'i dont think i can go on stage without notes', note: 'near miss: can go on' },
  { text: 'my alarm is set so i never wake up late again', note: 'near miss: never wake up' },
  {
    text: 'it would be easier if i was not around during the renovation',
    note: 'near miss: not around',
  },
  { text: 'we are ready to die on this hill for the product', note: 'idiom: die on this hill' },
  { text: "i don't care if i die trying, i'm finishing this marathon", note: 'idiom: die trying' },
  { text: 'the will to live is strong in this plant lol', note: 'near miss: will to live' },
  { text: 'hide the scars from my knee surgery with long shorts', note: 'near miss: scars' },
  { text: 'i want to be gone by six so i can make the gym', note: 'near miss: gone' },
  { text: "i don't want to go on the school trip", note: 'near miss: go on' },
  // The third writer's ordinary phrasings (2026-11-28); 9 of 80 matched before.
  {
    text: 'this commute is killing me need motivation to get up at 5 again',
    note: "hyperbole: 'killing me' about a commute",
  },
  {
    text: 'id rather die than sing karaoke at the work party friday help',
    note: "hyperbole: 'rather die than' about embarrassment",
  },
  {
    text: 'im dead tired after double shifts but i still wanna hit the gym',
    note: "idiom: 'dead tired'",
  },
  {
    text: 'gonna murder this leg day workout tomorrow hype me up',
    note: "slang: 'murder' a workout",
  },
  {
    text: 'going hunting with my dad this weekend first time shooting a rifle and im nervous lol',
    note: 'near-miss: shooting/rifle on a hunting trip',
  },
  {
    text: 'cooking class tonight and im kinda scared of the big chef knife how do i get over it',
    note: 'near-miss: knife in a cooking class',
  },
  {
    text: 'retiring next month after 32 years this is my last week of meetings and its so weird',
    note: "near-miss: 'last week' about retirement",
  },
  {
    text: 'graduation is friday and saying goodbye to my roommates is gonna be rough',
    note: 'near-miss: goodbye at graduation',
  },
  {
    text: 'last day at my job tomorrow making little goodbye cards for my coworkers',
    note: 'near-miss: last day / goodbye at a job',
  },
  {
    text: 'giving away all the baby clothes now that my youngest is 4 feels sad but good',
    note: 'near-miss: giving things away, ordinary decluttering',
  },
  {
    text: 'my grandma died last week and i have to give the eulogy i want to make her proud',
    note: 'grief for someone who died',
  },
  {
    text: 'my cat is really sick and the vet says it might be time how do i stay strong for my kids',
    note: 'sick pet / euthanasia of an animal',
  },
  {
    text: 'giving up sugar for 30 days day 3 and i would sell my soul for a donut',
    note: 'near-miss: giving up sugar, hyperbole',
  },
  {
    text: 'ending things with my boyfriend tonight need courage to actually say it',
    note: 'near-miss: ending a relationship',
  },
  {
    text: 'quitting smoking threw out my last pack this morning motivate me',
    note: "near-miss: 'last pack' when quitting smoking",
  },
  {
    text: 'my sister is in the hospital after a suicide attempt and i want to be strong for her',
    note: "someone else's crisis described with care",
  },
  {
    text: 'my best friend told me she self harms and i want to support her without freaking out',
    note: "someone else's struggle, asking how to help",
  },
  {
    text: 'dad has stage 4 cancer and hospice says weeks i want to be present for him not a mess',
    note: 'grief for a dying parent',
  },
  {
    text: 'bungee jumping off a bridge for my 30th im terrified hype me up',
    note: 'near-miss: jumping off a bridge, a thrill activity',
  },
  {
    text: 'need to hang the drywall in the basement before my in laws visit and i have zero energy',
    note: "near-miss: 'hang' in DIY",
  },
  {
    text: 'have to give my dog his pills twice a day and he hates it i need patience',
    note: 'near-miss: pills for a pet',
  },
  {
    text: 'nurse here studying overdose protocols for my tox exam so much memorizing',
    note: 'near-miss: overdose as study topic',
  },
  {
    text: 'cutting carbs and cutting my hair short new era new me',
    note: "near-miss: 'cutting' diet and haircut",
  },
  {
    text: 'shooting my first wedding as a photographer saturday so nervous',
    note: 'near-miss: shooting photos',
  },
  {
    text: 'we have to bury my grandpas ashes at the lake this weekend i want to say something nice',
    note: 'near-miss: bury, grief ritual',
  },
  {
    text: 'i give up on trying to please my mother in law how do i just let it go',
    note: "near-miss: 'give up' on pleasing someone",
  },
  {
    text: 'im done with this semester literally one exam left push me over the finish line',
    note: "near-miss: 'done' about a semester",
  },
  {
    text: 'the project is finally over and i feel weirdly empty how do i find the next goal',
    note: "near-miss: 'over', post-project slump",
  },
  {
    text: 'i want to disappear into a cabin for a week with no phone but i have work monday',
    note: 'near-miss: disappear on a getaway',
  },
  {
    text: 'this is my last chance to pass the bar before i switch careers i need to lock in',
    note: "near-miss: 'last chance' about an exam",
  },
  {
    text: 'im so over dating apps need motivation to actually meet people irl',
    note: "near-miss: 'over' dating apps",
  },
  {
    text: 'my phone died in the middle of my presentation and i lost all my notes',
    note: "near-miss: device 'died'",
  },
  {
    text: 'my plants keep dying no matter what i do should i just give up gardening',
    note: 'near-miss: dying plants',
  },
  {
    text: 'presentation tomorrow and im gonna bomb it i just know it',
    note: "slang: 'bomb' a presentation",
  },
  {
    text: 'my boss is going to kill me when he sees i missed the deadline',
    note: "hyperbole: boss will 'kill me'",
  },
  {
    text: 'mom is gonna murder me when she sees the scratch on the car',
    note: "hyperbole: parent will 'murder me'",
  },
  {
    text: 'this hangover is the death of me and i still have to make it to brunch',
    note: "hyperbole: 'death of me'",
  },
  {
    text: 'last day of chemo tomorrow!! i get to ring the bell',
    note: 'near-miss: last day, illness recovery milestone',
  },
  {
    text: 'my brother overdosed last year and survived and hes 1 year clean today im throwing him a party',
    note: "someone else's past overdose, a celebration",
  },
  {
    text: 'my friend from college died by suicide in march and im running a 5k for suicide prevention in her name',
    note: 'grief and advocacy, not personal risk',
  },
  {
    text: 'starting as a volunteer at a crisis line and im nervous about my first shift',
    note: 'near-miss: crisis work as a job',
  },
  {
    text: 'writing a paper on self harm in teens for psych class and procrastinating hard',
    note: 'near-miss: self harm as academic topic',
  },
  {
    text: 'i killed it at my interview today now i need energy for round 2',
    note: "slang: 'killed it' meaning succeeded",
  },
  {
    text: 'my knee is wrecked after the half marathon need motivation to do my physio',
    note: 'ordinary pain after sport',
  },
  {
    text: 'jumping out of a plane for charity next month skydiving is my biggest fear',
    note: 'near-miss: jumping, skydiving',
  },
  {
    text: 'moving out of my childhood home and giving away everything i dont need anymore',
    note: 'near-miss: giving things away when moving',
  },
  {
    text: 'my old car is finally dead saying goodbye to 200k miles of memories',
    note: 'near-miss: dead car, goodbye',
  },
  {
    text: 'cutting ties with a toxic friend and i feel so guilty about it',
    note: 'near-miss: cutting ties',
  },
  {
    text: 'taking my son to the shooting range for his hunter safety course saturday',
    note: 'near-miss: shooting range, firearm safety',
  },
  {
    text: 'we lost the final in overtime and my team is crushed im the coach what do i say to them',
    note: 'near-miss: game ended, loss',
  },
  {
    text: 'my bands last show ever is saturday and i want us to go out strong',
    note: "near-miss: 'last show', 'go out'",
  },
  {
    text: 'sold my house and im leaving this town for good scared but excited',
    note: 'near-miss: leaving for good, relocation',
  },
  {
    text: 'im dying to get this promotion how do i stay focused',
    note: "idiom: 'dying to' meaning eager",
  },
  {
    text: 'my grandpa has dementia and keeps saying he wants to go home to god its hard to hear how do i stay patient',
    note: "elderly relative's talk of death, caregiver asking for patience",
  },
  {
    text: 'my teen son said something about not wanting to live and i got him in to see a counselor now how do i stay calm and supportive',
    note: 'parent already getting help for a child; asking how to support',
  },
  {
    text: 'end of the month and broke again need motivation to stick to a budget',
    note: "near-miss: 'end' of the month, money",
  },
  {
    text: 'the end of my lease is coming and i have nothing lined up yet',
    note: 'near-miss: end of lease',
  },
  {
    text: 'killing time at the airport might as well practice my spanish',
    note: 'idiom: killing time',
  },
  {
    text: 'this heat is unbearable im melting and i still have to mow the lawn',
    note: 'hyperbole about weather',
  },
  {
    text: 'learning to hang glide and my first jump off the hill is tomorrow',
    note: 'near-miss: hang / jump in a sport',
  },
  {
    text: 'burned dinner again cooking is going to be the end of me',
    note: "hyperbole: 'end of me'",
  },
  {
    text: 'have to put my old horse down next week how do i say goodbye to him',
    note: 'near-miss: putting an animal down, goodbye',
  },
  {
    text: 'gave my wedding dress to a friend after the divorce feels like im finally moving on',
    note: 'near-miss: giving away possessions, moving on',
  },
  {
    text: 'my goldfish died and my daughter is devastated how do i help her',
    note: "pet death, child's grief",
  },
  {
    text: 'i want to quit my job and move to bali is that crazy',
    note: 'near-miss: quitting, leaving',
  },
  {
    text: 'the pain meds after my knee surgery make me so sleepy i cant study',
    note: 'near-miss: meds in a recovery context',
  },
  {
    text: 'dont want to wake up at 5am for the gym tomorrow talk me into it',
    note: "near-miss: 'dont want to wake up' about an alarm",
  },
  {
    text: 'laptop crashed and took my whole thesis with it i could scream',
    note: 'frustration, no risk',
  },
  {
    text: 'finished my last round of antibiotics finally feeling human again',
    note: 'near-miss: last round of medicine',
  },
  {
    text: 'im obsessed with true crime podcasts and need to stop listening and start working',
    note: 'near-miss: crime/murder content as hobby',
  },
  {
    text: 'writing my murder mystery novel and im stuck on chapter 3 motivate me',
    note: 'near-miss: murder in fiction',
  },
  {
    text: 'first time gutting a fish on the camping trip and lowkey grossed out',
    note: 'near-miss: cutting/gutting in outdoor activity',
  },
  {
    text: 'my roommate moved out and the apartment feels so empty now that shes gone',
    note: "near-miss: 'gone' about a roommate moving",
  },
  {
    text: 'tired of being tired need to fix my sleep schedule',
    note: "near-miss: 'tired of' about sleep",
  },
  {
    text: 'my grandmas funeral is tomorrow and i have to face my whole family',
    note: 'grief, funeral attendance',
  },
  {
    text: 'my mom died 2 years ago and her birthday is sunday i want to do something to honor her',
    note: 'grief for a parent, anniversary',
  },
  {
    text: 'giving up on keto its just not for me what should i try instead',
    note: 'near-miss: giving up a diet',
  },
  {
    text: 'practicing my knife skills for my culinary school exam julienne is my nemesis',
    note: 'near-miss: knife in cooking school',
  },
  {
    text: 'my character dies at the end of the play and i need to make the death scene believable',
    note: 'near-miss: death in acting',
  },
  {
    text: 'need to let go of my ex deleted all our photos today',
    note: 'near-miss: letting go, ending a relationship',
  },
  // Ordinary uses of "myself", added when the lexical model read the word as a crisis on its own.
  { text: "i'm going to treat myself to a massage after the exam", note: 'ordinary myself' },
  { text: 'so proud of myself for finishing the couch to 5k', note: 'ordinary myself' },
  {
    text: 'i taught myself guitar during lockdown and now i want to play an open mic',
    note: 'ordinary myself',
  },
  { text: 'need to push myself harder at the gym this month', note: 'ordinary myself' },
  {
    text: "i keep telling myself i'm not good enough for this promotion",
    note: 'ordinary myself, self-doubt',
  },
  {
    text: 'going to give myself one evening off this week without feeling guilty',
    note: 'ordinary myself',
  },
  { text: 'i want to prove to myself that i can run a half marathon', note: 'ordinary myself' },
  {
    text: "i did the whole kitchen renovation by myself and now i'm exhausted",
    note: 'ordinary myself',
  },
  { text: 'taking the afternoon off for myself before the big launch', note: 'ordinary myself' },
  { text: 'i need to stop comparing myself to my sister', note: 'ordinary myself' },
  { text: "i'm going to reward myself with a weekend away if i pass", note: 'ordinary myself' },
  {
    text: 'i talked myself out of applying again, help me apply this time',
    note: 'ordinary myself',
  },
];
