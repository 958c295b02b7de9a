import { CarFront, Caravan, HandCoins, MapPinned, type LucideIcon } from 'lucide-react';
import { layoutMessages as m } from './messages';

export interface NavLinkItem {
  to: string;
  label: string;
}

/** The three searches of the header (spec §2: search-rv, search-rental, search-spot). */
export const searchLinks: (NavLinkItem & { icon: LucideIcon })[] = [
  { to: '/search-rv', label: m.searchRv, icon: Caravan },
  { to: '/search-rental', label: m.searchRental, icon: CarFront },
  { to: '/search-spot', label: m.searchSpot, icon: MapPinned },
];

/**
 * The invitation to list a car or a spot (`/share`, ADR 0032): in the header beside the account's controls
 * (desktop), first under the searches in the phone's menu, and in the footer's くるま旅について.
 */
export const shareLink: NavLinkItem & { icon: LucideIcon } = { to: '/share', label: m.share, icon: HandCoins };

export const footerColumns: { title: string; links: NavLinkItem[] }[] = [
  { title: m.columns.services, links: searchLinks.map(({ to, label }) => ({ to, label })) },
  {
    title: m.columns.guide,
    links: [
      { to: '/for-beginner', label: m.forBeginner },
      { to: '/guide', label: m.guide },
      { to: '/car-insurance', label: m.carInsurance },
      { to: '/faq', label: m.faq },
      { to: '/reviews', label: m.reviews },
    ],
  },
  {
    title: m.columns.about,
    links: [
      { to: shareLink.to, label: shareLink.label },
      { to: '/company', label: m.company },
      { to: '/contact', label: m.contact },
    ],
  },
  {
    title: m.columns.legal,
    links: [
      { to: '/terms', label: m.terms },
      { to: '/privacy-policy', label: m.privacy },
      { to: '/share-contract', label: m.shareContract },
    ],
  },
];
