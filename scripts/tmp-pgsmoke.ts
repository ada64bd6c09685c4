import { openPostgres, engineOf } from '../db/client.js'
import { seedDemoData } from '../db/seed/seed-demo.js'
const url = process.argv[2]!
const t0 = Date.now()
const db = openPostgres(url)
console.log('migrated', engineOf(db), Date.now() - t0, 'ms')
const t1 = Date.now()
seedDemoData(db, Date.now())
console.log('seeded', Date.now() - t1, 'ms')
db.$client.close()
