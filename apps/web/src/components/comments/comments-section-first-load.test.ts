import { describe, expect, it, vi } from 'vitest';

// Records whether anything evaluated the Radix dialog.
const radix = vi.hoisted(() => ({ loaded: false }));
vi.mock('@radix-ui/react-dialog', async (importOriginal) => {
  radix.loaded = true;
  return importOriginal();
});

describe('comments section: first load', () => {
  it("keeps the delete question's dialog (Radix) out until a fan deletes", async () => {
    const { CommentsSection } = await import('./comments-section');
    expect(CommentsSection).toEqual(expect.any(Function));
    expect(radix.loaded).toBe(false);
    // The recorder works: the confirm dialog, imported on demand, does bring Radix in.
    const { ConfirmDialog } = await import('@/components/chrome/overlay-dialog/confirm-dialog');
    expect(ConfirmDialog).toEqual(expect.any(Function));
    expect(radix.loaded).toBe(true);
  });
});
