import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch';
import { renderWithApp } from '../test/render';
import { BlurredText } from './BlurredText';

describe('BlurredText', () => {
  it('blurs the stand-in text, hides it from assistive technology and shows the readable label', () => {
    mockFetch();
    renderWithApp(<BlurredText label="Contact details are hidden." placeholder={<p>Name (Relation)</p>} />);
    const standIn = screen.getByText('Name (Relation)').parentElement as HTMLElement;
    expect(standIn.className).toContain('blurred-text');
    expect(standIn.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Contact details are hidden.')).toBeTruthy();
  });
});
