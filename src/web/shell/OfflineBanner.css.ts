import { style } from '@vanilla-extract/css';
import { notice } from '../components/notice.css';
import { vars } from '../theme/theme.css';

export const banner = style([notice, { background: vars.color.warningBackground, color: vars.color.warningText }]);

export const text = style({ flex: '1 1 12rem', margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.xs });
