#!/bin/sh
echo "No Prisma schema engine here: source ../shared/tools/prisma-offline/env.sh to run prisma migrate commands." >&2
exit 1
