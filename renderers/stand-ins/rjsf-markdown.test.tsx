import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Markdown } from './rjsf-markdown.tsx';

describe("the stand-in for rjsf's markdown renderer", () => {
  it('shows the text as it is, never as markup', () => {
    const { container } = render(<Markdown options={{ disableParsingRawHTML: true }}>{'**Bold** <b>tag</b> [link](javascript:alert(1))'}</Markdown>);
    expect(container.textContent).toBe('**Bold** <b>tag</b> [link](javascript:alert(1))');
    expect(container.querySelector('strong, b, a')).toBeNull();
  });

  it('passes other props on, as rjsf passes its test id', () => {
    const { getByTestId } = render(<Markdown data-testid="rjsf-markdown">text</Markdown>);
    expect(getByTestId('rjsf-markdown')).toHaveTextContent('text');
  });
});
