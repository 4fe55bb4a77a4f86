import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { leaderboardQuerySchema } from './leaderboard.ts';
import {
  changePasswordRequestSchema,
  profileBasicRequestSchema,
  rankResponseSchema,
  socialsRequestSchema,
} from './profile.ts';

describe('profile payloads', () => {
  it.each([
    ['a right-to-left override', 'Ada\u202Egnp.exe'],
    ['a zero-width space', 'Ad\u200Ba'],
    ['a zero-width joiner', 'Ad\u200Da'],
    ['a first-strong isolate', '\u2068Ada'],
    ['a byte order mark', 'Ad\uFEFFa'],
    ['a control character', 'Ada\u0007'],
    ['a Hangul filler', 'Ada\u3164'],
    ['a halfwidth Hangul filler', '\uFFA0Ada'],
    ['a combining grapheme joiner', 'Ad\u034Fa'],
    ['a variation selector after a letter', 'Ad\uFE0Fa'],
    ['only Hangul fillers', '\u3164\u3164'],
  ])('refuses a name with %s', (_, name) => {
    const result = profileBasicRequestSchema.safeParse({ name, username: 'ada', avatar: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.nameInvisibleCharacters);
  });

  it.each([
    ['Braille blanks', '\u2800\u2800\u2800'],
    ['combining marks on nothing', '\u0301\u0308'],
    ['an ideographic space', '\u3000'],
  ])('refuses a name that shows nothing: %s', (_, name) => {
    const result = profileBasicRequestSchema.safeParse({ name, username: 'ada', avatar: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.fullNameRequired);
  });

  it('normalises names to NFC and keeps letters of every script', () => {
    const decomposed = 'Zo\u0065\u0308'; // e + combining diaeresis
    const parsed = profileBasicRequestSchema.parse({
      name: decomposed,
      username: 'zoe',
      avatar: '',
    });
    expect(parsed.name).toBe('Zo\u00EB');
    for (const name of ['محمد', '李小龙', 'Ünal Çelik', 'José 🌿', 'Ana \u2764\uFE0F', '한국어']) {
      expect(
        profileBasicRequestSchema.safeParse({ name, username: 'u_1', avatar: '' }).success,
      ).toBe(true);
    }
  });

  it('takes an http(s) avatar URL or an empty one', () => {
    const basic = { name: 'Ada', username: 'ada', avatar: '' };
    expect(profileBasicRequestSchema.safeParse(basic).success).toBe(true);
    expect(
      profileBasicRequestSchema.safeParse({ ...basic, avatar: 'https://x.io/a.jpg' }).success,
    ).toBe(true);
    expect(
      profileBasicRequestSchema.safeParse({ ...basic, avatar: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });

  it('accepts partial social updates and refuses non-web links', () => {
    expect(socialsRequestSchema.parse({ github: 'https://github.com/ada' })).toEqual({
      github: 'https://github.com/ada',
    });
    expect(socialsRequestSchema.safeParse({ twitter: 'data:text/html,hi' }).success).toBe(false);
  });

  it('applies the sign-up rule to a new password', () => {
    expect(
      changePasswordRequestSchema.safeParse({ oldPassword: 'old', newPassword: 'weakpass' })
        .success,
    ).toBe(false);
    expect(
      changePasswordRequestSchema.safeParse({ oldPassword: 'old', newPassword: 'Str0ng!pw' })
        .success,
    ).toBe(true);
  });

  it("allows '-' as a rank", () => {
    expect(rankResponseSchema.parse({ rank: '-', score: 0 }).rank).toBe('-');
    expect(rankResponseSchema.safeParse({ rank: 0, score: 0 }).success).toBe(false);
  });

  it('reads leaderboard query strings with defaults', () => {
    expect(leaderboardQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
    expect(leaderboardQuerySchema.parse({ page: '3', limit: '5' })).toEqual({ page: 3, limit: 5 });
    expect(leaderboardQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
