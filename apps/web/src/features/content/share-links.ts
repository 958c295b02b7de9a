/** Where a page can be shared without any third-party script: plain links to each service's share URL. */
export interface ShareLink {
  service: 'x' | 'line' | 'facebook' | 'hatena';
  href: string;
}

export function shareLinksOf(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { service: 'x', href: `https://x.com/intent/post?text=${t}&url=${u}` },
    { service: 'line', href: `https://social-plugins.line.me/lineit/share?url=${u}` },
    { service: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { service: 'hatena', href: `https://b.hatena.ne.jp/entry/panel/?url=${u}` },
  ];
}
