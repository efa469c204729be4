import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './links.ts';

describe('mailtoHref', () => {
  it.each([
    ['support@cashpeso.ph', 'mailto:support@cashpeso.ph'],
    [' support@cashpeso.ph ', 'mailto:support@cashpeso.ph'],
    ['a@b.ph?subject=hi&cc=x@y.ph', 'mailto:a@b.ph%3Fsubject%3Dhi%26cc%3Dx@y.ph'],
    ['a b@c.ph', 'mailto:a%20b@c.ph'],
    ['javascript:alert(1)', 'mailto:javascript%3Aalert(1)'],
  ])('%j -> %j', (address, expected) => expect(mailtoHref(address)).toBe(expected));
});

describe('telHref', () => {
  it.each([
    ['+63 2 8123 4567', 'tel:+63281234567'],
    ['(02) 8123-4567', 'tel:0281234567'],
    ['0917 123 4567', 'tel:09171234567'],
    ['1+2', 'tel:12'],
  ])('%j -> %j', (value, expected) => expect(telHref(value)).toBe(expected));
});
