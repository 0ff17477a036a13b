export { type RegisterRuleChange, resources, setRegisterRule } from './repository.ts';
export { registerSettings } from './service.ts';
