import { describe, expect, it } from 'vitest';
import { accountLinkUrl, linkTokenOf, mayLoseOwner, newPasswordErrors, type AccountLike } from '../../src/features/accounts/rules';

const TOKEN = 'k3Jd9fQm2ZpX7vLwA1sT5yH8cN0bR4eG6uI9oP2qW3x';

describe('account links', () => {
  it('put the token after #, so no server ever receives it', () => {
    expect(accountLinkUrl('https://tucasa.example', TOKEN)).toBe(`https://tucasa.example/admin-invite#${TOKEN}`);
  });

  it.each([
    [`#${TOKEN}`, TOKEN],
    [TOKEN, TOKEN],
    ['', null],
    ['#', null],
    ['#short', null],
    [`#${TOKEN}/x`, null],
    [`#${'a'.repeat(101)}`, null],
  ])('reads the token of %j as %j', (hash, token) => {
    expect(linkTokenOf(hash)).toBe(token);
  });
});

describe('the last active owner', () => {
  const owner = (id: number, state: AccountLike['state'] = 'active'): AccountLike => ({ id, role: 'owner', state });
  const editor: AccountLike = { id: 9, role: 'editor', state: 'active' };

  it('keeps the role when no other active owner remains', () => {
    expect(mayLoseOwner([owner(1), editor], owner(1))).toBe(false);
    // An invited or a deactivated owner is no remaining owner.
    expect(mayLoseOwner([owner(1), owner(2, 'invited'), owner(3, 'deactivated')], owner(1))).toBe(false);
  });

  it('may lose it beside another active owner; an editor or an inactive owner always may', () => {
    expect(mayLoseOwner([owner(1), owner(2)], owner(1))).toBe(true);
    expect(mayLoseOwner([owner(1), editor], editor)).toBe(true);
    expect(mayLoseOwner([owner(1), owner(3, 'deactivated')], owner(3, 'deactivated'))).toBe(true);
  });
});

describe('a new password typed twice', () => {
  const texts = { required: 'required', tooShort: 'short', differ: 'differ' };
  it.each([
    [{ password: '', repeat: '' }, { password: 'required' }],
    [{ password: '1234567', repeat: '1234567' }, { password: 'short' }],
    [{ password: '12345678', repeat: '12345679' }, { repeat: 'differ' }],
    [{ password: '12345678', repeat: '12345678' }, {}],
  ])('%o gives %o', (values, errors) => {
    expect(newPasswordErrors(values, texts)).toEqual(errors);
  });
});
