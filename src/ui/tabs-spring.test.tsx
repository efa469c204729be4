import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { animated, useSpring, type SpringApi } from './tabs-spring.tsx';

// The stand-in for react-spring under antd-mobile's Tabs: what the Tabs ask of it must reach the DOM.

function Line({ onApi }: { onApi: (api: SpringApi) => void }) {
  const [{ x, width }, api] = useSpring(() => ({ x: 0, width: 0, config: { tension: 300 } }));
  const [{ scrollLeft }, scrollApi] = useSpring(() => ({ scrollLeft: 0 }));
  onApi({ start: (update) => (('scrollLeft' in update ? scrollApi : api).start(update)) });
  return (
    <animated.div data-testid="row" scrollLeft={scrollLeft}>
      <animated.div data-testid="line" style={{ x, width, height: 2 }} />
    </animated.div>
  );
}

describe('tabs-spring', () => {
  it('writes x as a translation and width in px, at once when immediate and by a transition otherwise', () => {
    let api: SpringApi | undefined;
    render(<Line onApi={(given) => (api = given)} />);
    const line = screen.getByTestId('line');
    expect(line.style.height).toBe('2px');
    act(() => api!.start({ x: 40, width: 60, immediate: true }));
    expect(line.style.transform).toBe('translate3d(40px, 0, 0)');
    expect(line.style.width).toBe('60px');
    expect(line.style.transition).toBe('none');
    act(() => api!.start({ x: 120, width: 50 }));
    expect(line.style.transform).toBe('translate3d(120px, 0, 0)');
    expect(line.style.transition).toContain('transform');
  });

  it('scrolls the row to scrollLeft', () => {
    let api: SpringApi | undefined;
    render(<Line onApi={(given) => (api = given)} />);
    act(() => api!.start({ scrollLeft: 75, immediate: true }));
    expect(screen.getByTestId('row').scrollLeft).toBe(75);
  });
});
