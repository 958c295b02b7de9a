/**
 * The shape of a static information page (会社概要, はじめての方へ, ご利用ガイド, 自動車保険について).
 * Kept as plain structured text, like the legal documents, so the page renders it without any HTML injection.
 */
export interface InfoPageContent {
  title: string;
  lead: string;
  sections: { heading: string; paragraphs: string[]; bullets?: string[] }[];
}
