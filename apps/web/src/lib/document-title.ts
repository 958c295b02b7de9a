import { useEffect } from 'react';

export const SITE_NAME = 'くるま旅';

export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} | ${SITE_NAME}` : `${SITE_NAME} — クルマで出かける旅を、もっと自由に`;
}

/** Sets `<title>… | くるま旅</title>` for the page being shown. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
