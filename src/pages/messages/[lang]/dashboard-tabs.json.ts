// The dashboard tabs' texts in one language, pre-rendered at build (/messages/en/dashboard-tabs.json,
// /messages/hi/dashboard-tabs.json): the dashboard island fetches them as it starts, so the
// page carries only the texts of its first screen (island-messages.ts).
import type { APIRoute, GetStaticPaths } from 'astro';
import { dashboardTabMessages } from '../../../features/dashboard/index.server.ts';
import { LOCALES, toLocale } from '../../../i18n/locales.ts';

export const getStaticPaths = (() => LOCALES.map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => Response.json(dashboardTabMessages(toLocale(params.lang)));
