import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { EARLY_UNREAD_ATTRIBUTE } from './unread-early';

// The stream itself is live-stream.test's: here it never connects unless told to.
vi.mock('./live-stream', async (original) => ({ ...(await original<typeof import('./live-stream')>()), useConversationStream: () => {} }));
const { useLiveConversations } = await import('./live-stream');
const { MessagesLink } = await import('./messages-link');

const link = () => screen.getByRole('link');

describe('MessagesLink', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(EARLY_UNREAD_ATTRIBUTE);
    useLiveConversations.setState({ totalUnread: null, connected: false });
  });

  it("starts from the early script's count when it goes live, until the stream says otherwise", () => {
    document.documentElement.setAttribute(EARLY_UNREAD_ATTRIBUTE, '3');
    const { rerender } = renderWithProviders(<MessagesLink live={false} hiddenUntilSignedIn />);
    expect(link()).toHaveAttribute('data-unread-label', 'پیام‌ها، {count} پیام نخوانده');
    rerender(<MessagesLink live />);
    expect(link()).toHaveAccessibleName('پیام‌ها، ۳ پیام نخوانده');
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('۳');
    expect(link()).not.toHaveAttribute('data-unread-label');
    act(() => useLiveConversations.setState({ totalUnread: 0 }));
    expect(link()).toHaveAccessibleName('پیام‌ها');
    // A gap in the stream shows no count, not the early one again.
    act(() => useLiveConversations.setState({ totalUnread: null }));
    expect(link()).toHaveAccessibleName('پیام‌ها');
  });

  it('shows no count without an early one until the stream says', () => {
    renderWithProviders(<MessagesLink live />);
    expect(link()).toHaveAccessibleName('پیام‌ها');
    act(() => useLiveConversations.setState({ totalUnread: 120 }));
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('۹۹+');
  });
});
