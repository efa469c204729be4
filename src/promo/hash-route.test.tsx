import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HashLink, navigateHash, parseHash, pathMatches, useHashRoute } from './hash-route.tsx';

describe('parseHash', () => {
  it.each([
    ['', { pathname: '/', search: '' }],
    ['#', { pathname: '/', search: '' }],
    ['#/', { pathname: '/', search: '' }],
    ['#/downloadTemplate?id=7&links_id=3', { pathname: '/downloadTemplate', search: '?id=7&links_id=3' }],
    ['#agreementTemplate', { pathname: '/agreementTemplate', search: '' }],
    ['#?id=7', { pathname: '/', search: '?id=7' }],
  ])('reads %j', (hash, route) => {
    expect(parseHash(hash)).toEqual(route);
  });
});

describe('pathMatches', () => {
  it.each([
    ['/downloadTemplate', '/downloadTemplate', true],
    ['/downloadtemplate/', '/downloadTemplate', true],
    ['/', '/', true],
    ['/downloadTemplate/x', '/downloadTemplate', false],
    ['/agreementTemplate', '/', false],
  ])('%s against %s: %s', (pathname, path, expected) => {
    expect(pathMatches({ pathname, search: '' }, path)).toBe(expected);
  });
});

function Where() {
  const route = useHashRoute();
  return <output>{`${route.pathname}${route.search}`}</output>;
}

describe('useHashRoute and HashLink', () => {
  beforeEach(() => window.history.replaceState(null, '', '/promo/?id=7'));

  it('follows navigateHash, links and a hash changed by hand', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Where />
        <HashLink to="/agreementTemplate?id=7">Agreement</HashLink>
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('link')).toHaveAttribute('href', '#/agreementTemplate?id=7');

    const entries = window.history.length;
    await user.click(screen.getByRole('link'));
    expect(screen.getByRole('status')).toHaveTextContent('/agreementTemplate?id=7');
    expect(window.history.length).toBe(entries + 1);
    expect(window.location.search).toBe('?id=7');

    act(() => navigateHash('/downloadTemplate', { replace: true }));
    expect(screen.getByRole('status')).toHaveTextContent('/downloadTemplate');
    expect(window.history.length).toBe(entries + 1);

    act(() => {
      window.location.hash = '#/';
    });
    await screen.findByText(/^\/$/);
  });
});
