// What an idea's or a post's page tells search engines and social sites: its social image and
// its Article data, in the language of the text shown (an untranslated Hindi page shows English),
// and the questions it answers (FAQPage) when it has some.
import { LANG_TAG, type Locale } from '../i18n/locales.ts';
import { article, faqPage, type StructuredData } from './structured-data.ts';
import { socialImageOf } from './sections.ts';

type ArticleEntry = { cover: string; author: { name: string }; publishedAt: Date };

export function articlePage(
  entry: ArticleEntry,
  shown: { title: string; excerpt: string; path: string; locale: Locale; translated: boolean; questions?: readonly { question: string; answer: string }[] },
  site: URL,
) {
  const image = socialImageOf(entry.cover);
  const structuredData: StructuredData[] = [
    article(
      {
        title: shown.title,
        description: shown.excerpt,
        path: shown.path,
        image: image ?? entry.cover,
        author: entry.author.name,
        published: entry.publishedAt,
        inLanguage: LANG_TAG[shown.locale === 'hi' && !shown.translated ? 'en' : shown.locale],
      },
      site,
    ),
  ];
  if (shown.questions?.length) structuredData.push(faqPage(shown.questions));
  return { image, structuredData };
}
