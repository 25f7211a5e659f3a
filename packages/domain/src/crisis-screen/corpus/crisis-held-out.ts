import type { CrisisPhrasing } from './types.ts';

/**
 * Held-out crisis phrasings: written and committed before the classifier, scored by the test and the
 * bench, never used to tune it.
 */
export const crisisHeldOut: readonly CrisisPhrasing[] = [
  // Direct: suicidal thoughts, present, negated and past.
  {
    text: 'ive been having thoughts of killing myself since the breakup',
    kind: 'direct',
    concern: 'self-harm',
  },
  { text: 'I want to end my own life.', kind: 'direct', concern: 'self-harm' },
  {
    text: "i don't want to kill myself but i think about it every night",
    kind: 'direct',
    concern: 'self-harm',
  },
  {
    text: 'two years ago i tried to kill myself and im scared its coming back',
    kind: 'direct',
    concern: 'self-harm',
  },
  {
    text: 'i took an overdose last winter and nobody at work knows',
    kind: 'direct',
    concern: 'self-harm',
  },
  { text: "i can't stop cutting", kind: 'direct', concern: 'self-harm' },
  { text: 'i started self harming again', kind: 'direct', concern: 'self-harm' },
  { text: 'i want to die so badly', kind: 'direct', concern: 'self-harm' },
  { text: 'wish i could die in my sleep', kind: 'direct', concern: 'self-harm' },
  { text: 'i keep thinking about suicide when i am alone', kind: 'direct', concern: 'self-harm' },
  { text: "my therapist doesn't know i'm suicidal", kind: 'direct', concern: 'self-harm' },
  { text: "i'm going to kill myself if i fail this exam", kind: 'direct', concern: 'self-harm' },
  { text: 'i want to commit sucide', kind: 'direct', concern: 'self-harm' },
  { text: 'going to hang myself', kind: 'direct', concern: 'self-harm' },
  { text: 'I hurt myself again last night.', kind: 'direct', concern: 'self-harm' },
  { text: "i'm thinking about taking all my pills at once", kind: 'direct', concern: 'self-harm' },
  { text: 'i want to jump off my balcony', kind: 'direct', concern: 'self-harm' },
  { text: 'i dont want to live any more', kind: 'direct', concern: 'self-harm' },
  { text: "I've been planning my suicide.", kind: 'direct', concern: 'self-harm' },
  { text: 'i want to be dead', kind: 'direct', concern: 'self-harm' },
  {
    text: 'so yeah i have the meeting friday and honestly i keep thinking about just killing myself instead of going',
    kind: 'direct',
    concern: 'self-harm',
  },
  {
    text: 'I used to cut myself in high school and the urge is back',
    kind: 'direct',
    concern: 'self-harm',
  },
  { text: 'i will end my life tonight', kind: 'direct', concern: 'self-harm' },
  {
    text: "i'm not going to do anything but i have thought about suicide",
    kind: 'direct',
    concern: 'self-harm',
  },
  { text: 'ending my life seems easier than facing this', kind: 'direct', concern: 'self-harm' },
  { text: 'i think about comitting suicide a lot', kind: 'direct', concern: 'self-harm' },
  { text: 'Ive been wanting to die for weeks', kind: 'direct', concern: 'self-harm' },
  {
    text: 'i wish i was dead instead of dealing with this divorce',
    kind: 'direct',
    concern: 'self-harm',
  },
  { text: 'im gonna kill myself', kind: 'direct', concern: 'self-harm' },
  { text: 'i want to slit my wrists', kind: 'direct', concern: 'self-harm' },
  { text: 'i want to hurt my self', kind: 'direct', concern: 'self-harm' },
  {
    text: 'When I was 20 I attempted suicide and I still struggle',
    kind: 'direct',
    concern: 'self-harm',
  },
  { text: 'i have been cutting my legs so no one sees', kind: 'direct', concern: 'self-harm' },
  // Indirect.
  {
    text: "i'm not suicidal or anything but i think about not existing a lot",
    kind: 'indirect',
    concern: 'self-harm',
  },
  { text: 'they would all be better off without me', kind: 'indirect', concern: 'self-harm' },
  { text: "i'm such a burden on my family", kind: 'indirect', concern: 'self-harm' },
  { text: 'i wanna go to sleep and never wake up again', kind: 'indirect', concern: 'self-harm' },
  {
    text: "i've given away my guitar and my books, i wont need them where i'm going",
    kind: 'indirect',
    concern: 'self-harm',
  },
  { text: 'nobody would care if i was gone', kind: 'indirect', concern: 'self-harm' },
  { text: "i can't keep living like this", kind: 'indirect', concern: 'self-harm' },
  { text: "i'm tired of life", kind: 'indirect', concern: 'self-harm' },
  { text: 'theres nothing to live for', kind: 'indirect', concern: 'self-harm' },
  {
    text: "I've written letters for everyone for when I'm gone",
    kind: 'indirect',
    concern: 'self-harm',
  },
  { text: 'i just want to disappear forever', kind: 'indirect', concern: 'self-harm' },
  { text: "i don't want to exist anymore", kind: 'indirect', concern: 'self-harm' },
  { text: 'its hopeless, there is no point anymore', kind: 'indirect', concern: 'self-harm' },
  { text: "I've stockpiled my sleeping pills", kind: 'indirect', concern: 'self-harm' },
  {
    text: "im going to drive my car off the cliff road and it'll look like an accident",
    kind: 'indirect',
    concern: 'self-harm',
  },
  { text: 'i keep scratching my skin until it bleeds', kind: 'indirect', concern: 'self-harm' },
  { text: 'i wish i wasnt alive', kind: 'indirect', concern: 'self-harm' },
  { text: 'what is the point in living', kind: 'indirect', concern: 'self-harm' },
  { text: "no one would miss me if i wasn't here", kind: 'indirect', concern: 'self-harm' },
  {
    text: "I want everything to stop. I can't go on anymore",
    kind: 'indirect',
    concern: 'self-harm',
  },
  // Harm to others.
  { text: "i'm going to kill my brother", kind: 'direct', concern: 'harm-others' },
  { text: 'i want to hurt my coworker really badly', kind: 'direct', concern: 'harm-others' },
  { text: "i'm going to stab him", kind: 'direct', concern: 'harm-others' },
  { text: 'im gonna shoot my teacher', kind: 'direct', concern: 'harm-others' },
  { text: "i've been thinking about killing my husband", kind: 'direct', concern: 'harm-others' },
  { text: 'i want to hurt people', kind: 'direct', concern: 'harm-others' },
  { text: 'i want to punch my ex until she bleeds', kind: 'direct', concern: 'harm-others' },
  {
    text: "i'm going to set fire to my ex's house with her in it",
    kind: 'direct',
    concern: 'harm-others',
  },
  {
    text: "i'll make sure my boss never walks again, i've got a bat in the car",
    kind: 'indirect',
    concern: 'harm-others',
  },
  {
    text: "I have a knife and I'm waiting for him outside his house",
    kind: 'indirect',
    concern: 'harm-others',
  },
  // Four written by a second author after the classifier, never run alone, never tuned on: they
  // keep the held-out part a third of the set after the training part grew.
  {
    text: 'honestly i keep wondering if anyone would care if i just stopped being here',
    kind: 'indirect',
    concern: 'self-harm',
  },
  {
    text: 'i took a bunch of my sleeping pills last night hoping i wouldnt wake up',
    kind: 'direct',
    concern: 'self-harm',
  },
  {
    text: 'everything feels pointless and i have started planning how to kill myself',
    kind: 'direct',
    concern: 'self-harm',
  },
  {
    text: 'im going to hurt my stepdad when he gets home tonight i mean it',
    kind: 'direct',
    concern: 'harm-others',
  },
];
