import { DEFAULT_DB_FILE, migrateFile } from './migrate'

const file = process.env.LOCAL_DB_FILE ?? DEFAULT_DB_FILE
await migrateFile(file)
console.log(`migrated ${file}`)
