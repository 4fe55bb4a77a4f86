/** The taskbar's description of the outbox badge (read by screen readers on Windows). */
export function outboxWaitingText(count: number): string {
  return count === 1
    ? '1 submission waiting to be sent'
    : `${count} submissions waiting to be sent`;
}
