/**
 * The home page's sections with nothing to interact with: the
 * three steps, stories, drives and the contact invitation. The browser keeps
 * the server's HTML for them and loads this module only to render them
 * itself (another language, a page it renders after a navigation).
 */
export { ContactTeaser } from '../../features/home/components/contact-teaser';
export { GuestStories } from '../../features/home/components/guest-stories';
export { HowItWorks } from '../../features/home/components/how-it-works';
export { ScenicDrives } from '../../features/home/components/scenic-drives';
