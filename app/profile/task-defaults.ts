// Quick Add Defaults moved to the tasks domain, whose quick add reads them (decision 305): re-exported here for the
// profile's form and the API.
export { quickAddFields, taskDefaultsSchema } from '~/tasks/task-defaults'
