import { style } from '@vanilla-extract/css';
import { notice } from '../components/notice.css';
import { vars } from '../theme/theme.css';

export const prompt = style([notice, { background: vars.color.accentSoft, color: vars.color.text }]);

export const text = style({ margin: 0 });
