import type { User } from '@zencode/shared/contract';
import { describe, expect, it, vi } from 'vitest';
import { loadSession } from './load-session.ts';

// base64url as a JWT writes it (the renderer has no Buffer).
const encode = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jwt = (payload: unknown) => `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;

const ada: User = {
  _id: 'u1',
  name: 'Ada Lovelace',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  username: 'ada',
  avatar: 'http://127.0.0.1/api/avatars/a.jpg',
  role: 'user',
  solvedProblems: [],
  score: 0,
  socialProfiles: { github: '', linkedin: '', twitter: '' },
  isPublicProfile: true,
  profileComplete: true,
};

describe('loadSession', () => {
  it("fetches the profile named by the token's username with that token", async () => {
    const token = jwt({ sub: 'u1', username: 'ada', role: 'user' });
    const fetchProfile = vi.fn(async () => ada);
    await expect(loadSession(token, fetchProfile)).resolves.toEqual(ada);
    expect(fetchProfile).toHaveBeenCalledWith('ada', token);
  });

  it('fills a missing role from the token and a missing avatar with an empty one', async () => {
    const token = jwt({ sub: 'u1', username: 'ada', role: 'admin' });
    const { role: _role, avatar: _avatar, ...partial } = ada;
    await expect(loadSession(token, async () => partial)).resolves.toEqual({
      ...ada,
      role: 'admin',
      avatar: '',
    });
  });

  it('gives null without a username, without a readable token, or when the fetch fails', async () => {
    const fetchProfile = vi.fn(async () => ada);
    await expect(loadSession(jwt({ sub: 'u1', username: null }), fetchProfile)).resolves.toBeNull();
    await expect(loadSession('garbage', fetchProfile)).resolves.toBeNull();
    expect(fetchProfile).not.toHaveBeenCalled();
    const failing = async () => {
      throw new Error('Profile not found');
    };
    await expect(loadSession(jwt({ sub: 'u1', username: 'ada' }), failing)).resolves.toBeNull();
  });

  it('refuses the public view (no e-mail): the server no longer sees the owner', async () => {
    const { email: _email, ...publicView } = ada;
    await expect(
      loadSession(jwt({ sub: 'u1', username: 'ada', role: 'user' }), async () => publicView),
    ).resolves.toBeNull();
  });
});
