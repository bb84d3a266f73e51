// Used by jest only; Vite passes its own Babel options to the React plugin.
module.exports = {
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
  plugins: ['@lingui/babel-plugin-lingui-macro'],
};
