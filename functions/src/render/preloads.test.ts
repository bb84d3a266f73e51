import { pagePreloads, type BuildManifest } from './preloads';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js', '_mui.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_mui.js': { file: 'assets/mui-3.js', imports: ['_react.js'] },
  '_card.js': { file: 'assets/card-4.js', imports: ['_mui.js'], css: ['assets/card-9.css'] },
  'src/app/routes/cars.tsx': { file: 'assets/cars-5.js', imports: ['_card.js', '_mui.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home-6.js', imports: ['_card.js'] },
  'src/locales/es/messages.ts': { file: 'assets/messages-7.js' },
};

describe('page preloads', () => {
  it('names the page module and what it imports, beyond what the entry brings', () => {
    const { modules, styles } = pagePreloads(manifest, ['src/app/routes/cars.tsx', 'src/locales/es/messages.ts']);
    expect(modules.sort()).toEqual(['/assets/card-4.js', '/assets/cars-5.js', '/assets/messages-7.js']);
    expect(styles).toEqual(['/assets/card-9.css']);
  });

  it('names a module shared by two pages once', () => {
    const { modules } = pagePreloads(manifest, ['src/app/routes/cars.tsx', 'src/app/routes/home.tsx']);
    expect(modules.filter((file) => file === '/assets/card-4.js')).toHaveLength(1);
  });

  it('skips modules the manifest does not know', () => {
    expect(pagePreloads(manifest, ['src/app/routes/gone.tsx'])).toEqual({ modules: [], styles: [] });
  });
});
