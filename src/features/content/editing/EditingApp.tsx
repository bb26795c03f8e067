// The editing interface (Keystatic) as an island: loaded only on /keystatic, for editors.
import { makePage } from '@keystatic/astro/ui';
import config from '../../../../keystatic.config.ts';

export default makePage(config);
