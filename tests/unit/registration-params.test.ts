import { beforeEach, describe, expect, it } from 'vitest';
import { clientTypeOf, followUpQuery, readLandingParams, visitTracking } from '../../src/promo/promo-params.ts';
import { clearDraft, loadDraft, saveDraft } from '../../src/promo/registration-draft.ts';
import { secondsLeft } from '../../src/platform/use-countdown.ts';

describe('readLandingParams', () => {
  it.each([
    ['?id=1001&user_from=fb&app_from=cp&utm_tag=x&invite_code=F1', { id: '1001', user_from: 'fb', app_from: 'cp', utm_tag: 'x', invite_code: 'F1' }],
    ['?id=1001', { id: '1001', user_from: '', app_from: '', utm_tag: '', invite_code: '' }],
    ['?id=abc&user_from=fb', { id: undefined, user_from: 'fb', app_from: '', utm_tag: '', invite_code: '' }],
    ['', { id: undefined, user_from: '', app_from: '', utm_tag: '', invite_code: '' }],
  ])('reads %j', (search, expected) => {
    expect(readLandingParams(search)).toEqual(expected);
  });

  it('cuts an over-long tag to 128 characters', () => {
    expect(readLandingParams(`?id=1&utm_tag=${'x'.repeat(300)}`).utm_tag).toHaveLength(128);
  });
});

describe('clientTypeOf', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'ios'],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) Mobile/15E148', 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Mobile/15E148', 'ios'],
    ['Mozilla/5.0 (Linux; Android 10; K) Chrome/120.0 Mobile Safari/537.36', 'android'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0', 'android'],
  ])('%s is %s', (agent, expected) => {
    expect(clientTypeOf(agent)).toBe(expected);
  });

  it('makes the tracking params of SPEC.md section 7', () => {
    expect(visitTracking({ ...readLandingParams('?id=7&user_from=a&app_from=b&utm_tag=c'), id: '7' }, 'iPhone')).toEqual({
      page_id: '7',
      user_from: 'a',
      client_type: 'ios',
      page_type: 1,
      utm_tag: 'c',
      app_from: 'b',
    });
  });
});

describe('followUpQuery', () => {
  const params = { app_from: 'a', user_from: 'u', utm_tag: 't', id: '9' };
  it.each([
    [{ links_id: '5' }, 'app_from=a&user_from=u&utm_tag=t&id=9&links_id=5'],
    [{ down_id: '6' }, 'app_from=a&user_from=u&utm_tag=t&id=9&down_id=6'],
    [{ links_id: '5', down_id: '6' }, 'app_from=a&user_from=u&utm_tag=t&id=9&links_id=5'],
    [{}, 'app_from=a&user_from=u&utm_tag=t&id=9'],
  ])('carries %j', (template, expected) => {
    expect(followUpQuery(params, template)).toBe(expected);
  });
});

describe('the registration draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps phone, SMS code and the countdown per template, never the picture code', () => {
    saveDraft('1', { phone: '09171234567', capcode: 'ab3x', smsCode: '123456' }, 1234);
    expect(loadDraft('1')).toEqual({ phone: '09171234567', smsCode: '123456', smsWaitUntil: 1234 });
    expect(sessionStorage.getItem('promo.registration.1')).not.toContain('ab3x');
    expect(loadDraft('2')).toEqual({ phone: undefined, smsCode: undefined, smsWaitUntil: undefined });
    clearDraft('1');
    expect(loadDraft('1').phone).toBeUndefined();
  });

  it('ignores a draft that is not what it wrote', () => {
    sessionStorage.setItem('promo.registration.1', '{"phone":"<b>","smsCode":42,"smsWaitUntil":"soon"}');
    expect(loadDraft('1')).toEqual({ phone: undefined, smsCode: undefined, smsWaitUntil: undefined });
    sessionStorage.setItem('promo.registration.1', 'not json');
    expect(loadDraft('1')).toEqual({});
  });
});

describe('secondsLeft', () => {
  it.each([
    [undefined, 0],
    [60_000, 60],
    [59_001, 60],
    [59_000, 59],
    [1, 1],
    [0, 0],
    [-5_000, 0],
  ])('%s ms ahead is %s s', (ahead, expected) => {
    const now = 1_000_000;
    expect(secondsLeft(ahead === undefined ? undefined : now + ahead, now)).toBe(expected);
  });
});
