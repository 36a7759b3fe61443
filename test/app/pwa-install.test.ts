import { describe, expect, it } from 'vitest';
import { isIosSafari } from '../../src/app/pwa/install.js';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const IPHONE_IN_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 335.0.0.0';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe('isIosSafari: who gets the Add to Home Screen hint', () => {
  it('Safari on an iPhone, and on an iPad that reports itself as a Mac with touch', () => {
    expect(isIosSafari(IPHONE_SAFARI, 'iPhone', 5)).toBe(true);
    expect(isIosSafari(IPAD_SAFARI, 'MacIntel', 5)).toBe(true);
  });

  it('not Safari on a Mac, other iOS browsers, in-app views or Android', () => {
    expect(isIosSafari(IPAD_SAFARI, 'MacIntel', 0)).toBe(false);
    expect(isIosSafari(IPHONE_CHROME, 'iPhone', 5)).toBe(false);
    expect(isIosSafari(IPHONE_IN_APP, 'iPhone', 5)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 'Linux armv8l', 5)).toBe(false);
  });
});
