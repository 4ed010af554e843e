// The dictionary pages import their stylesheet (Bun bundles it into the app's CSS).
declare module "*.css";
