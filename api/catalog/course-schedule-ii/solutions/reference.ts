function findOrder(numCourses: number, prerequisites: number[][]): number[] {
    const unlocks: number[][] = Array.from({ length: numCourses }, () => []);
    const waiting: number[] = new Array(numCourses).fill(0);
    for (const [course, before] of prerequisites) {
        unlocks[before].push(course);
        waiting[course]++;
    }
    const order: number[] = [];
    for (let c = 0; c < numCourses; c++) if (waiting[c] === 0) order.push(c);
    for (let next = 0; next < order.length; next++)
        for (const course of unlocks[order[next]])
            if (--waiting[course] === 0) order.push(course);
    return order.length === numCourses ? order : [];
};
