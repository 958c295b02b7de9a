import { describe, expect, it } from 'vitest';
import { feedBlocks, overlapDays, rangesOfDays } from './feed-blocks.js';

describe('feedBlocks', () => {
  it('blocks the days no other row holds, feed by feed, as maximal ranges', () => {
    const blocks = feedBlocks(
      [
        { feedId: 'a', events: [{ from: '2027-05-01', until: '2027-05-06' }] },
        { feedId: 'b', events: [{ from: '2027-05-04', until: '2027-05-09' }] },
      ],
      // The owner's day and a reservation's two days.
      [
        { from: '2027-05-02', until: '2027-05-03' },
        { from: '2027-05-07', until: '2027-05-09' },
      ],
    );
    expect(blocks).toEqual([
      { feedId: 'a', from: '2027-05-01', until: '2027-05-02' },
      { feedId: 'a', from: '2027-05-03', until: '2027-05-06' },
      { feedId: 'b', from: '2027-05-06', until: '2027-05-07' },
    ]);
  });

  it('merges touching and overlapping events of one feed', () => {
    expect(
      feedBlocks(
        [
          {
            feedId: 'a',
            events: [
              { from: '2027-12-30', until: '2028-01-02' },
              { from: '2028-01-01', until: '2028-01-04' },
            ],
          },
        ],
        [],
      ),
    ).toEqual([{ feedId: 'a', from: '2027-12-30', until: '2028-01-04' }]);
  });
});

describe('overlapDays and rangesOfDays', () => {
  it('names the days an event falls on a reservation', () => {
    expect(overlapDays([{ from: '2027-05-01', until: '2027-05-04' }], new Set(['2027-05-03', '2027-05-09']))).toEqual(['2027-05-03']);
  });
  it('groups consecutive days', () => {
    expect(rangesOfDays(['2027-02-28', '2027-03-01', '2027-03-03'])).toEqual([
      { from: '2027-02-28', until: '2027-03-02' },
      { from: '2027-03-03', until: '2027-03-04' },
    ]);
  });
});
