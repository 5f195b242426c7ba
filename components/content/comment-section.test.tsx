import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommentNode } from '@/api/contract/content';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { useSharedStore } from '@/stores/shared';
import { SIGNED_IN_ATTRIBUTE } from '@/components/auth/early-session';

const postComment = vi.fn();
const likePage = vi.fn();
vi.mock('@/api/content', async (original) => ({
  ...(await original<typeof import('@/api/content')>()),
  fetchCommentTree: async () => tree,
  fetchPage: () => new Promise(() => {}),
  likePage: (...args: unknown[]) => likePage(...args),
  postComment: (...args: unknown[]) => postComment(...args),
}));
vi.mock('next/navigation', () => ({ usePathname: () => '/pages/7/راهنمای-خرید' }));

const { CommentSection } = await import('./comment-section');
const { LikeButton } = await import('./like-button');

const tree: CommentNode[] = [{ id: 5, parentId: null, author: 'مریم خ.', body: 'راهنمای خوبی بود', likeCount: 2, createdAt: '2026-11-20T10:00:00.000Z', replies: [] }];

const show = () =>
  renderWithProviders(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CommentSection pageId={7} initialTree={tree} />
    </QueryClientProvider>,
  );

beforeEach(() => {
  postComment.mockReset();
  likePage.mockReset();
  useSharedStore.setState({ isLoggedIn: true });
});

describe('CommentSection', () => {
  it('a comment too short to send puts the cursor in its field, which then reads the reason', async () => {
    show();
    const field = screen.getByRole('textbox', { name: 'دیدگاه شما' });
    fireEvent.change(field, { target: { value: 'خ' } });
    fireEvent.click(screen.getByRole('button', { name: 'فرستادن دیدگاه' }));
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('دیدگاه را کامل‌تر بنویسید');
    expect(postComment).not.toHaveBeenCalled();
  });

  it('«پاسخ» puts the cursor in the reply box, and a sent reply gives the focus back to «پاسخ»', async () => {
    postComment.mockResolvedValue({ id: 9 });
    show();
    const item = screen.getByRole('listitem', { name: 'دیدگاه مریم خ.' });
    const reply = within(item).getByRole('button', { name: 'پاسخ' });
    fireEvent.click(reply);
    const box = within(item).getByRole('textbox', { name: 'پاسخ شما' });
    expect(box).toHaveFocus();
    fireEvent.change(box, { target: { value: 'سپاس از شما' } });
    const send = within(item).getByRole('button', { name: 'فرستادن پاسخ' });
    fireEvent.click(send);
    // A second press while sending sends nothing, and the button keeps the focus meanwhile.
    fireEvent.click(send);
    await waitFor(() => expect(within(item).queryByRole('textbox')).toBeNull());
    expect(reply).toHaveFocus();
    expect(postComment).toHaveBeenCalledTimes(1);
    expect(postComment).toHaveBeenCalledWith({ pageId: 7, parentId: 5, body: 'سپاس از شما' });
  });

  it('a reply box holding words typed while its reply was sent stays open with them', async () => {
    let answer!: (value: { id: number }) => void;
    postComment.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    show();
    const item = screen.getByRole('listitem', { name: 'دیدگاه مریم خ.' });
    fireEvent.click(within(item).getByRole('button', { name: 'پاسخ' }));
    const box = within(item).getByRole('textbox', { name: 'پاسخ شما' });
    fireEvent.change(box, { target: { value: 'سپاس از شما' } });
    fireEvent.click(within(item).getByRole('button', { name: 'فرستادن پاسخ' }));
    fireEvent.change(box, { target: { value: 'سپاس از شما\nفایل را هم می‌فرستید؟' } });
    answer({ id: 9 });
    await waitFor(() => expect(box).toHaveValue('فایل را هم می‌فرستید؟'));
    expect(within(item).getByRole('textbox', { name: 'پاسخ شما' })).toBe(box);
  });
});

describe('LikeButton', () => {
  it('stays focusable while the like is on its way, and a second press sends nothing', async () => {
    let answer!: (value: { likeCount: number }) => void;
    likePage.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<LikeButton pageId={7} initialCount={3} />);
    const button = screen.getByRole('button', { name: 'می‌پسندم (۳)' });
    button.focus();
    fireEvent.click(button);
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    answer({ likeCount: 4 });
    await waitFor(() => expect(button).toHaveTextContent('پسندیدید (۴)'));
    expect(likePage).toHaveBeenCalledTimes(1);
  });

  it("a signed-in visitor's page, before it wakes, offers «نوشتن دیدگاه» in place of the login link; a logged-out one, the link", () => {
    useSharedStore.setState({ isLoggedIn: false });
    document.documentElement.setAttribute(SIGNED_IN_ATTRIBUTE, '');
    try {
      show();
      expect(screen.getByRole('button', { name: 'نوشتن دیدگاه' })).toBeVisible();
      expect(screen.getByText('برای نوشتن دیدگاه وارد شوید')).not.toBeVisible();
    } finally {
      document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
    }
    expect(screen.getByRole('link', { name: 'برای نوشتن دیدگاه وارد شوید' })).toBeVisible();
    expect(screen.getByText('نوشتن دیدگاه')).not.toBeVisible();
  });

  it('«نوشتن دیدگاه» tapped as the page wakes to the login puts the caret in the comment field', async () => {
    useSharedStore.setState({ isLoggedIn: false });
    document.documentElement.setAttribute(SIGNED_IN_ATTRIBUTE, '');
    try {
      show();
      const write = screen.getByRole('button', { name: 'نوشتن دیدگاه' });
      // The session is known before this form renders again: the tap handed on lands on the stand-in.
      useSharedStore.setState({ isLoggedIn: true });
      fireEvent.click(write);
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'دیدگاه شما' })).toHaveFocus());
    } finally {
      document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
    }
  });
});
