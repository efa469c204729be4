import { describe, expect, it } from 'vitest';
import { isIosShell } from './shell-os.ts';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const android = 'Mozilla/5.0 (Linux; Android 11; Redmi 9A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

describe('isIosShell', () => {
  it.each([
    [{ osVersion: 'iOS 16.7' }, true],
    [{ osVersion: 'iPadOS 17.1' }, true],
    [{ osVersion: 'Android 11', userAgent: iphone }, false],
    [{ osVersion: 'Android 11', webkitHandlers: true }, false],
    [{ userAgent: iphone }, true],
    [{ userAgent: android }, false],
    [{ osVersion: '', webkitHandlers: true }, true],
    [{}, false],
  ])('%j -> %s', (hints, ios) => expect(isIosShell(hints)).toBe(ios));
});
