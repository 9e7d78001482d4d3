import { describe, expect, it } from 'vitest';
import { drivesBetweenStops } from '../../../src/travel/engine/route/drive-cue.js';

describe('a request that means to drive between the stops', () => {
  it.each([
    'Road trip in Thailand in December: Bangkok then Chiang Mai',
    'Bangkok and Chiang Mai by car',
    'Roadtrip durch Thailand, erst Bangkok, dann Chiang Mai',
    'Bangkok puis Chiang Mai en voiture',
    'Bangkok e poi Chiang Mai in macchina',
    'Bangkok depois Chiang Mai de carro',
    'Bangkok y luego Chiang Mai en coche',
  ])('reads a drive in %s', (text) => expect(drivesBetweenStops(text)).toBe(true));

  it.each(['Bangkok then Chiang Mai in December', 'A hotel a short walk from the Amalfi Drive'])('reads none in %s', (text) =>
    expect(drivesBetweenStops(text)).toBe(false),
  );
});
