import { describe, expect, it } from 'vitest'
import { authorName, castVote, roundedAverage, starList, storedRating, type VoteState } from './reviews'

describe('storedRating', () => {
  it.each([
    ['COMMENT', 3, 3],
    ['COMMENT', undefined, 5],
    ['QUESTION', 4, null],
    ['QUESTION', undefined, null],
  ] as const)('%s with %s stores %s', (type, rate, stored) => {
    expect(storedRating(type, rate)).toBe(stored)
  })
})

describe('starList', () => {
  it.each([
    [5, [1, 2, 3, 4, 5]],
    [3, [1, 2, 3]],
    [1, [1]],
    [null, []],
  ] as const)('rate %s draws %j', (rate, stars) => {
    expect(starList(rate)).toEqual(stars)
  })
})

describe('roundedAverage', () => {
  it.each([
    [14, 3, 4.7],
    [9, 2, 4.5],
    [5, 1, 5],
    [0, 0, 0],
  ])('%s over %s is %s', (sum, count, average) => {
    expect(roundedAverage(sum, count)).toBe(average)
  })
})

describe('castVote', () => {
  const none: VoteState = { myVote: 0, likeCount: 4, dislikeCount: 2 }
  it.each<[string, VoteState, 1 | -1, VoteState]>([
    ['a first like counts', none, 1, { myVote: 1, likeCount: 5, dislikeCount: 2 }],
    ['a first dislike counts', none, -1, { myVote: -1, likeCount: 4, dislikeCount: 3 }],
    ['a repeated like takes it back', { myVote: 1, likeCount: 5, dislikeCount: 2 }, 1, none],
    ['a repeated dislike takes it back', { myVote: -1, likeCount: 4, dislikeCount: 3 }, -1, none],
    [
      'a dislike after a like moves it',
      { myVote: 1, likeCount: 5, dislikeCount: 2 },
      -1,
      { myVote: -1, likeCount: 4, dislikeCount: 3 },
    ],
    [
      'a like after a dislike moves it',
      { myVote: -1, likeCount: 4, dislikeCount: 3 },
      1,
      { myVote: 1, likeCount: 5, dislikeCount: 2 },
    ],
  ])('%s', (_, state, requested, expected) => {
    expect(castVote(state, requested)).toEqual(expected)
  })
})

describe('authorName', () => {
  it.each([
    ['Марія', 'Шевченко', 'Марія Ш.'],
    [' Anna ', 'smith', 'Anna S.'],
    ['Олег', '', 'Олег'],
    ['', 'Коваль', 'К.'],
    ['', '', ''],
  ])('%s %s → %s', (first, last, shown) => {
    expect(authorName(first, last)).toBe(shown)
  })
})
