import { Fragment, memo, forwardRef } from 'react';
// @ts-expect-error -- react-is 18 ships no types, and the app never imports it (the build swaps it for ours)
import * as installedReactIs from 'react-is';
import { describe, expect, it } from 'vitest';
import reactIs, { isForwardRef, isFragment, isMemo } from './react-is.ts';

// The stand-in for react-is under antd-mobile: answers as the installed react-is does, for the installed React's elements. (The unit
// tests load antd-mobile as Node does, without the build's swaps: scripts/budgets/bundle-plugins.test.ts proves the
// build puts this in react-is's place.)

const Plain = () => null;
const Memo = memo(Plain);
const Forwarded = forwardRef(() => null);

describe('react-is (the stand-in under antd-mobile)', () => {
  it('says a fragment element is a fragment, and nothing else is', () => {
    expect(isFragment(<></>)).toBe(true);
    expect(isFragment(<Fragment key="a">x</Fragment>)).toBe(true);
    for (const other of [<div />, <Plain />, <Memo />, 'text', 0, null, undefined, [<></>], { type: Fragment }]) expect(isFragment(other)).toBe(false);
  });

  it('says an element of a memo component is a memo, and neither the component itself nor any other element is', () => {
    expect(isMemo(<Memo />)).toBe(true);
    for (const other of [Memo, <Plain />, <Forwarded />, <></>, <div />, null, 'memo']) expect(isMemo(other)).toBe(false);
  });

  it('says an element of a forwardRef component is a forwardRef, and neither the component itself nor any other element is', () => {
    expect(isForwardRef(<Forwarded />)).toBe(true);
    for (const other of [Forwarded, <Memo />, <Plain />, <></>, <div />, null]) expect(isForwardRef(other)).toBe(false);
  });

  it('offers the same answers as one object, as rjsf imports the package', () => {
    expect(reactIs).toEqual({ isFragment, isMemo, isForwardRef });
  });

  it('answers as the installed react-is does, on every kind of value', () => {
    const values = [<></>, <Fragment key="a">x</Fragment>, <div />, <Plain />, <Memo />, <Forwarded />, Memo, Forwarded, Plain, 'text', 0, null, undefined, [<></>], { type: Fragment }];
    for (const value of values) {
      expect(isFragment(value)).toBe(installedReactIs.isFragment(value));
      expect(isMemo(value)).toBe(installedReactIs.isMemo(value));
      expect(isForwardRef(value)).toBe(installedReactIs.isForwardRef(value));
    }
    expect(isFragment(<></>)).toBe(true);
  });
});
