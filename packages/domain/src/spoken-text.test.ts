import { describe, expect, it } from 'vitest';
import { readAsWritten, readingSoFarAgrees, spokenWords } from './spoken-text.ts';

describe('spokenWords', () => {
  it.each([
    ['You are READY, friend!', ['you', 'are', 'ready', 'friend']],
    ["I'm sure you can't stop now.", ['i', 'am', 'sure', 'you', 'can', 'not', 'stop', 'now']],
    ['We’ll get there — together.', ['we', 'will', 'get', 'there', 'together']],
    ['well-being', ['well', 'being']],
    ["'Quoted' words", ['quoted', 'words']],
  ])('%s', (text, words) => {
    expect(spokenWords(text)).toEqual(words);
  });
});

describe('readAsWritten', () => {
  it.each([
    ['I am ready. You are strong.', "I'm ready, you're strong", true],
    ['Do not stop; it is your day.', "Don't stop. It's your day!", true],
    ['You cannot fail.', "You can't fail", true],
    ['You are ready.', 'You are so ready.', false],
    ['You are ready.', 'You are', false],
    ['You are ready.', 'We are ready.', false],
    ['Take 10 breaths.', 'Take ten breaths.', false],
  ])('%s / %s', (text, transcript, same) => {
    expect(readAsWritten(text, transcript)).toBe(same);
  });
});

describe('readingSoFarAgrees', () => {
  const text = 'Today you take the first step.';
  it.each([
    ['', true],
    ['Today', true],
    ['Today you ta', true],
    ['Today you take the first step.', true],
    ['Today we', false],
    ['Today you take the first step, again', false],
    ['Tomorrow', false],
  ])('%s', (transcript, agrees) => {
    expect(readingSoFarAgrees(text, transcript)).toBe(agrees);
  });
});
