import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useImageChoice } from './useImageChoice';

const file = () => new File(['x'], 'new.jpg', { type: 'image/jpeg' });

describe('useImageChoice', () => {
  it("offers 'Remove' only for a saved image, and sends remove_image only when nothing replaces it", () => {
    const { result } = renderHook(() => useImageChoice('/media/ads/a.jpg'));
    expect(result.current.removeFlag).toBeUndefined();
    act(() => result.current.fieldProps.remove?.onChange(true));
    expect(result.current.removeFlag).toBe('true');
    act(() => result.current.fieldProps.onChange(file()));
    expect(result.current.file?.name).toBe('new.jpg');
    expect(result.current.removeFlag).toBeUndefined();
  });

  it('has nothing to remove without a saved image', () => {
    const { result } = renderHook(() => useImageChoice(null));
    expect(result.current.fieldProps.remove).toBeUndefined();
    expect(result.current.removeFlag).toBeUndefined();
  });
});
