/**
 * What a text box keeps once what it held has been sent: the words typed while the send was on its
 * way (a box is not locked while sending, so a phone's keyboard stays open for the next message).
 * When the sent part itself was changed meanwhile, the whole box stays: a sent text seen again is
 * better than words lost.
 */
export function textLeftAfterSend(current: string, sent: string): string {
  const head = current.trimStart();
  const sentText = sent.trim();
  if (!head.startsWith(sentText)) return current;
  return head.slice(sentText.length).trimStart();
}
