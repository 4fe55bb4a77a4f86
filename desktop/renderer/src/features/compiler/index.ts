export { CompilerWorkspace } from './compiler-workspace.tsx';
