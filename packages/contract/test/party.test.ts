/** The villa party rules of issue 23: who takes a place of the capacity, and the party in words. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingRequestBody } from '../src/booking.ts';
import { guestsInCapacity, MAX_INFANTS, villaPartyText } from '../src/party.ts';

describe('guestsInCapacity', () => {
  it('counts infants only when the agency counts them', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), fc.nat(MAX_INFANTS), (adults, children, infants) => {
        expect(guestsInCapacity({ adults, children, infants }, false)).toBe(adults + children);
        expect(guestsInCapacity({ adults, children, infants }, true)).toBe(adults + children + infants);
      }),
    );
  });

  it('a party without infants is the same either way', () => {
    expect(guestsInCapacity({ adults: 3, children: 1 }, true)).toBe(4);
  });
});

describe('villaPartyText', () => {
  it('names children and infants only when there are any', () => {
    expect(villaPartyText({ adults: 2, children: 0, infants: 0 })).toBe('2 yetişkin');
    expect(villaPartyText({ adults: 2, children: 1 })).toBe('2 yetişkin, 1 çocuk');
    expect(villaPartyText({ adults: 4, children: 0, infants: 1 })).toBe('4 yetişkin, 1 bebek');
    expect(villaPartyText({ adults: 4, children: 2, infants: 1 })).toBe('4 yetişkin, 2 çocuk, 1 bebek');
  });
});

describe('bookingRequestBody infants', () => {
  const body = {
    villa_slug: 'villa-a',
    checkin: '2030-07-01',
    checkout: '2030-07-05',
    adults: 2,
    name: 'Ada Deniz',
    email: 'ada@example.com',
    phone: '0532 123 45 67',
    kvkk: true,
  };
  it('defaults to none and refuses more than MAX_INFANTS in Turkish', () => {
    expect(bookingRequestBody.parse(body).infants).toBe(0);
    const over = bookingRequestBody.safeParse({ ...body, infants: MAX_INFANTS + 1 });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe(`En fazla ${MAX_INFANTS} bebek yazılabilir.`);
  });
});
