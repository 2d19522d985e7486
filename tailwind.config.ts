import type { Config } from 'tailwindcss';

/**
 * The brand of a construction-chemicals contractor: deep structural navy, a safety-orange accent
 * used sparingly (calls to action, highlights), and warm concrete greys for surfaces and text.
 * Orange text on white only in `accent-700` or darker (contrast >= 4.5:1).
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}', './mocks/panel/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#f0f5fa',
          100: '#dbe6f1',
          200: '#b9cde3',
          300: '#8eadd0',
          400: '#5f87b8',
          500: '#3f6a9f',
          600: '#2f5485',
          700: '#27446c',
          800: '#223a5a',
          900: '#1b2e47',
          950: '#111d2e',
        },
        accent: {
          50: '#fff6ed',
          100: '#ffead4',
          200: '#ffd1a8',
          300: '#ffb071',
          400: '#fb8f3e',
          500: '#f47c20',
          600: '#d9620f',
          700: '#b14a0c',
          800: '#8d3b12',
          900: '#733212',
          950: '#3e1707',
        },
        concrete: {
          50: '#f7f7f5',
          100: '#ecebe7',
          200: '#d9d7d0',
          300: '#bdbab0',
          400: '#9c988c',
          500: '#817d71',
          600: '#69665c',
          700: '#56534c',
          800: '#484641',
          900: '#3e3c38',
          950: '#22211e',
        },
      },
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          '"Noto Sans"',
          'sans-serif',
        ],
      },
      // A modular type scale (ratio ~1.25) with tight headings for banners and cards.
      fontSize: {
        caption: ['0.75rem', { lineHeight: '1rem', letterSpacing: '0.02em' }],
        small: ['0.875rem', { lineHeight: '1.25rem' }],
        body: ['1rem', { lineHeight: '1.625rem' }],
        lead: ['1.125rem', { lineHeight: '1.75rem' }],
        h4: ['1.25rem', { lineHeight: '1.75rem', fontWeight: '600' }],
        h3: ['1.5625rem', { lineHeight: '2rem', fontWeight: '700' }],
        h2: ['1.953rem', { lineHeight: '2.375rem', letterSpacing: '-0.01em', fontWeight: '700' }],
        h1: ['2.441rem', { lineHeight: '2.875rem', letterSpacing: '-0.015em', fontWeight: '800' }],
        display: [
          '3.052rem',
          { lineHeight: '3.375rem', letterSpacing: '-0.02em', fontWeight: '800' },
        ],
      },
      screens: {
        // docs/SPEC.md section 9: the admin layout switches to its mobile form below 992 px (62rem; in
        // rem like the built-in breakpoints, so that the media queries stay in order).
        lg: '62rem',
      },
      boxShadow: {
        card: '0 1px 2px rgb(17 29 46 / 0.06), 0 4px 16px rgb(17 29 46 / 0.06)',
      },
    },
  },
} satisfies Config;
