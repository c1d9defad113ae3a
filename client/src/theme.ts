import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'white', color: 'gray.900' },
    ':focus-visible': { outline: '2px solid', outlineColor: 'gray.900', outlineOffset: '2px' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Cormorant Garamond', 'Didot', Georgia, serif" },
        body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif" },
      },
      colors: {
        brand: {
          ivory: { value: '#f7f3ec' },
          ink: { value: '#141414' },
          gold: { value: '#a47e3b' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
