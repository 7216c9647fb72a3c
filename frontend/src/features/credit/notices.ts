import { noticeOnSocketEvent } from '../../lib/live-notices';

// The server pushes facts (a top-up was requested, one was decided); live-notices.ts words them,
// on whatever screen the user is, in its own chunk so the sign-in bundle does not carry it.
noticeOnSocketEvent('credit-top-up-requested', async (topUp) => (await import('./live-notices')).topUpRequested(topUp));
noticeOnSocketEvent('credit-top-up-decided', async (decision) => (await import('./live-notices')).topUpDecided(decision));
