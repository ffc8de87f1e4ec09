// The shell's pieces only a signed-in user sees, in one chunk of their own (loaded by
// useSignedInChrome.ts), so the sign-in screen does not carry them: the navbar with its options
// menu (which saves to the account through TanStack Query), the sidebar, the phone's bottom bar and
// the footer with the user menu (logged out, the shell draws VisitorFooter instead), the swipes
// that open the sidebar and show the bottom bar, the sidebar links in the user's order, and the
// offline note over saved data (which reads the query cache), and the changes waiting on this
// device (the outbox).
export { BottomBar } from './BottomBar';
export { Footer } from './Footer';
export { SavedDataStatus } from './SavedDataStatus';
export { Sidebar } from './Sidebar';
export { areaLinksOf } from './sidebarLinks';
export { SwipeGestures } from './SwipeGestures';
export { TopNavbar } from './TopNavbar';
