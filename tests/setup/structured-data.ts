// The properties search engines require of each structured data type the site writes
// (Google's structured data guidelines), as a check the unit and served tests share.

type Block = Record<string, unknown>;

const has = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

function problemsOf(block: Block, where: string): string[] {
  const need = (...names: string[]) => names.filter((name) => !has(block[name])).map((name) => `${where} ${String(block['@type'])} lacks ${name}`);
  switch (block['@type']) {
    case 'BreadcrumbList': {
      const items = (block.itemListElement as Block[] | undefined) ?? [];
      return [
        ...need('itemListElement'),
        ...items.flatMap((item, i) => [
          ...(item.position === i + 1 ? [] : [`${where} breadcrumb ${i} has position ${String(item.position)}`]),
          ...(has(item.name) ? [] : [`${where} breadcrumb ${i} lacks name`]),
          ...(i < items.length - 1 && !has(item.item) ? [`${where} breadcrumb ${i} lacks item`] : []),
        ]),
      ];
    }
    case 'Article':
      return [
        ...need('headline', 'image', 'datePublished', 'author'),
        ...(has((block.author as Block | undefined)?.name) ? [] : [`${where} author lacks name`]),
      ];
    case 'LocalBusiness': {
      const rating = block.aggregateRating as Block | undefined;
      const address = block.address as Block | undefined;
      return [
        ...need('name', 'address'),
        ...(address && !has(address.streetAddress) ? [`${where} address lacks streetAddress`] : []),
        ...(rating && !(Number(rating.reviewCount) > 0 && Number(rating.ratingValue) > 0) ? [`${where} aggregateRating lacks a count or value`] : []),
      ];
    }
    case 'FAQPage': {
      const questions = (block.mainEntity as Block[] | undefined) ?? [];
      return [
        ...need('mainEntity'),
        ...questions.flatMap((q, i) =>
          has(q.name) && has((q.acceptedAnswer as Block | undefined)?.text) ? [] : [`${where} question ${i} lacks its name or answer`],
        ),
      ];
    }
    case 'Organization':
      return need('name', 'url', 'logo');
    case 'WebSite':
      return need('name', 'url');
    default:
      return [`${where} has an unexpected type ${String(block['@type'])}`];
  }
}

/** What a block lacks of its type's required properties (empty when it has them all). */
export function requiredPropertyProblems(block: object, where = 'block'): string[] {
  const problems = (block as Block)['@context'] === 'https://schema.org' ? [] : [`${where} lacks its @context`];
  return [...problems, ...problemsOf(block as Block, where)];
}
