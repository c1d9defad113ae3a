import { shellModules } from '../../client/build/shellChunk';

/** A bundle as the bundler gives it: chunks by file name, with their modules and static imports. */
function chunk(moduleIds: string[], imports: string[] = [], isEntry = false) {
  return { type: 'chunk' as const, moduleIds, imports, isEntry };
}

const bundle = {
  'assets/index-a.js': chunk(['/app/src/boot.ts', '/app/src/ssr/paintFirst.ts'], [], true),
  'assets/react-b.js': chunk(['/app/node_modules/react/index.js']),
  'assets/apollo-c.js': chunk(['/app/node_modules/@apollo/client/index.js']),
  'assets/client-d.js': chunk(['/app/src/apollo/client.ts'], ['assets/apollo-c.js', 'assets/persisted-e.js']),
  'assets/persisted-e.js': chunk(['/app/src/apollo/persistedVar.ts']),
  'assets/theme-f.js': chunk(['/app/src/theme.ts', '/app/node_modules/@chakra-ui/react/system.js'], ['assets/runtime-g.js']),
  'assets/runtime-g.js': chunk(['rolldown:runtime']),
  'assets/main-h.js': chunk(
    ['/app/src/main.tsx', '/app/src/Shell.tsx', '/app/src/i18n/fr.json'],
    ['assets/react-b.js', 'assets/client-d.js', 'assets/theme-f.js', 'assets/button-i.js', 'assets/stack-j.js'],
  ),
  'assets/button-i.js': chunk(['/app/node_modules/@chakra-ui/react/button.js'], ['assets/react-b.js']),
  'assets/stack-j.js': chunk(['/app/node_modules/@chakra-ui/react/stack.js', '/app/src/lib/useSeo.ts']),
  // A screen's own chunk and a chunk only screens share: loaded after the shell, not part of it.
  'assets/ListingPage-k.js': chunk(['/app/src/routes/ListingPage.tsx'], ['assets/main-h.js', 'assets/checkbox-l.js']),
  'assets/checkbox-l.js': chunk(['/app/node_modules/@chakra-ui/react/checkbox.js']),
  'assets/style-m.css': { type: 'asset' as const },
};

describe('the shell chunk', () => {
  it('takes the modules of the chunks the shell loads, but not the shell module, the stages, the entry or the libraries', () => {
    expect(shellModules(bundle, 'src/main.tsx', ['src/apollo/client.ts', 'src/theme.ts'], ['react', 'apollo', 'i18n']).sort()).toEqual([
      '/app/node_modules/@chakra-ui/react/button.js',
      '/app/node_modules/@chakra-ui/react/stack.js',
      '/app/src/Shell.tsx',
      '/app/src/i18n/fr.json',
      '/app/src/lib/useSeo.ts',
    ]);
  });

  it("leaves a stage's imports to it: no chunk would import one that imports it back", () => {
    const modules = shellModules(bundle, 'src/main.tsx', ['src/apollo/client.ts', 'src/theme.ts'], ['react', 'apollo', 'i18n']);
    expect(modules).not.toContain('/app/src/apollo/persistedVar.ts');
    expect(modules).not.toContain('rolldown:runtime');
    expect(modules).not.toContain('/app/node_modules/@chakra-ui/react/system.js');
  });

  it('says so when the bundle has no chunk for the shell or a stage', () => {
    expect(() => shellModules(bundle, 'src/missing.tsx', [], [])).toThrow('no chunk holds src/missing.tsx');
    expect(() => shellModules(bundle, 'src/main.tsx', ['src/gone.ts'], [])).toThrow('no chunk holds src/gone.ts');
  });
});
