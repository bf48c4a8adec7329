/** How the bell announces itself: "Notifications, 3 unread" for screen readers. Pure. */
export function bellLabel(unread: number): string {
  if (unread <= 0) return 'Notifications, none unread';
  return `Notifications, ${unread} unread`;
}

/** Under the list when there are more than it shows: "The latest 8 of 23". Pure. */
export function moreText(shown: number, total: number): string | null {
  return total > shown ? `The latest ${shown} of ${total}` : null;
}
